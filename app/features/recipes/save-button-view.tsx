/** How the recipe page's save button looks, for a visitor and for someone signed in alike. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck } from 'lucide-react';

export interface SaveButtonViewProps {
  saved: boolean;
  disabled: boolean;
  onClick?: () => void;
  /** A change waits in the outbox while offline. */
  pending?: boolean;
}

export function SaveButtonView({ saved, disabled, onClick, pending = false }: SaveButtonViewProps) {
  return (
    <Stack gap="1">
      <Button
        variant={saved ? 'solid' : 'outline'}
        colorPalette="brand"
        onClick={onClick}
        disabled={disabled}
        aria-pressed={saved}
      >
        {saved ? <BookmarkCheck /> : <Bookmark />}
        {saved ? 'Saved' : 'Save Recipe'}
      </Button>
      {pending && (
        <Text fontSize="xs" color="fg.muted" textAlign="center" data-testid="save-pending">
          Waiting to send: this change goes to your account when you&apos;re online.
        </Text>
      )}
    </Stack>
  );
}
