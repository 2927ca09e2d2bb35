import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '@shared/lib/pagination';

/** Previous, page numbers (first 2, last 2, current ±1) and next; disabled at the ends. */
export function Pagination({
  page,
  pages,
  onChange,
  label = 'Pagination',
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} gap="1" justify="center" flexWrap="wrap" className="no-print">
      <IconButton
        variant="outline"
        size="sm"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, pages).map((item, i) =>
        item === 'ellipsis' ? (
          <Text key={`e${i}`} px="2" color="fg.muted" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="sm"
            minW="9"
            variant={item === page ? 'solid' : 'ghost'}
            colorPalette={item === page ? 'brand' : undefined}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <IconButton
        variant="outline"
        size="sm"
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </HStack>
  );
}
