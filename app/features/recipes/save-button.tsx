/**
 * The recipe page's save button: saved or not on this device, a change sent
 * now or queued while offline. Loaded after the first screen, inert until then
 * (recipe-detail-page.tsx, takenOverLater), since it needs the device's database.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import type { Recipe } from '@shared/schemas/recipe';
import { notifyError } from '../../lib/toaster';
import { useOnlineStatus } from '../../offline/online-status';
import { useSavedState } from '../../offline/saved-recipes';
import { useAuth } from '../auth/auth-provider';
import { toggleSaved } from './data/save-recipe';

export function SaveButton({ recipe }: { recipe: Pick<Recipe, 'id' | 'title'> }) {
  const { user, isLoading: authLoading } = useAuth();
  const state = useSavedState(user?.id, recipe.id);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();
  const saved = state?.saved === true;
  const onClick = async () => {
    if (!user) {
      notifyError('Sign in required', 'Please sign in to save recipes');
      return;
    }
    setBusy(true);
    await toggleSaved(user, recipe, !saved);
    setBusy(false);
  };
  return (
    <Stack gap="1">
      <Button
        variant={saved ? 'solid' : 'outline'}
        colorPalette="brand"
        onClick={() => void onClick()}
        disabled={authLoading || (Boolean(user) && state === undefined) || busy}
        aria-pressed={saved}
      >
        {saved ? <BookmarkCheck /> : <Bookmark />}
        {saved ? 'Saved' : 'Save Recipe'}
      </Button>
      {state?.pending && !online && (
        <Text fontSize="xs" color="fg.muted" textAlign="center" data-testid="save-pending">
          Waiting to send: this change goes to your account when you&apos;re online.
        </Text>
      )}
    </Stack>
  );
}
