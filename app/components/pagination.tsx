import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pageWindow } from '@shared/lib/pagination';
import { BUTTON } from './button-styles';

type PaginationProps = {
  page: number;
  pages: number;
  label?: string;
} & (
  | {
      /**
       * Each page's address: the controls are links, which work before the app hydrates the page
       * and go through the router once it has. `onChange` is told of a click on one.
       */
      href: (page: number) => string;
      onChange?: (page: number) => void;
      /** Replace the history entry instead of adding one. */
      replace?: boolean;
    }
  | { href?: undefined; onChange: (page: number) => void; replace?: undefined }
);

/** Previous, page numbers (first 2, last 2, current ±1) and next; disabled at the ends. */
export function Pagination({ page, pages, label = 'Pagination', href, onChange, replace }: PaginationProps) {
  // The page last asked for with a button, until the list shows it: a screen that keeps its page
  // in the address renders the new one as a transition, so a second tap on Next before that must
  // step from the first tap's page, not from the page still on screen (two quick taps, two pages).
  const requested = useRef<number | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [page]);
  if (pages <= 1) return null;

  const ask = (target: number) => {
    requested.current = target;
    onChange?.(target);
  };

  /** A previous or next control; `target` undefined at the ends. */
  const step = (name: string, target: number | undefined, icon: ReactNode) => {
    if (href === undefined) {
      const by = target === undefined ? 0 : target - page;
      return (
        <IconButton
          variant="outline"
          size="sm"
          aria-label={name}
          disabled={target === undefined}
          onClick={() => {
            const next = (requested.current ?? page) + by;
            if (by !== 0 && next >= 1 && next <= pages) ask(next);
          }}
        >
          {icon}
        </IconButton>
      );
    }
    const look = {
      className: BUTTON,
      'data-variant': 'outline',
      'data-size': 'sm',
      'data-icon': '',
    } as const;
    return target === undefined ? (
      // A link with nowhere to go: no href, so it is not one, and says it is disabled.
      <span {...look} role="link" aria-label={name} aria-disabled="true">
        {icon}
      </span>
    ) : (
      <RouterLink
        {...look}
        to={href(target)}
        replace={replace}
        aria-label={name}
        onClick={() => onChange?.(target)}
      >
        {icon}
      </RouterLink>
    );
  };

  return (
    <HStack as="nav" aria-label={label} gap="1" justify="center" flexWrap="wrap" className="no-print">
      {step('Previous page', page > 1 ? page - 1 : undefined, <ChevronLeft />)}
      {pageWindow(page, pages).map((item, i) => {
        if (item === 'ellipsis') {
          return (
            <Text key={`e${i}`} px="2" color="fg.muted" aria-hidden="true">
              …
            </Text>
          );
        }
        const current = item === page;
        const style = {
          size: 'sm',
          minW: '9',
          variant: current ? 'solid' : 'ghost',
          colorPalette: current ? 'brand' : undefined,
        } as const;
        const a11y = {
          'aria-label': `Page ${item}`,
          'aria-current': current ? ('page' as const) : undefined,
        };
        if (href === undefined) {
          return (
            <Button key={item} {...style} {...a11y} onClick={() => !current && ask(item)}>
              {item}
            </Button>
          );
        }
        return (
          <RouterLink
            key={item}
            className={BUTTON}
            data-variant={style.variant}
            data-size={style.size}
            data-palette={style.colorPalette}
            to={href(item)}
            replace={replace}
            {...a11y}
            onClick={(e) => {
              // The page already shown: nothing to load, as the button did nothing.
              if (current) e.preventDefault();
              else onChange?.(item);
            }}
          >
            {item}
          </RouterLink>
        );
      })}
      {step('Next page', page < pages ? page + 1 : undefined, <ChevronRight />)}
    </HStack>
  );
}
