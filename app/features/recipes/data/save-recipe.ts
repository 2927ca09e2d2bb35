/**
 * Saving a recipe, offline-first: the button changes at once, the change goes
 * through the outbox, and the spec's toasts tell what happened (the outbox
 * undoes it and says so if the server refuses).
 */
import type { Recipe } from '@shared/schemas/recipe';
import type { PublicUser } from '@shared/schemas/user';
import { notify, notifyError } from '../../../lib/toaster';
import { isOnline } from '../../../offline/connection';
import { setRecipeSaved } from '../../../offline/saved-recipes';

const OFFLINE_NOTE = "You're offline: it will be sent when you're back online.";

export async function toggleSaved(user: PublicUser, recipe: Pick<Recipe, 'id' | 'title'>, save: boolean) {
  try {
    await setRecipeSaved(user, recipe, save);
  } catch {
    notifyError(
      'Error',
      save ? 'Failed to save recipe. Please try again.' : 'Failed to remove recipe. Please try again.',
    );
    return;
  }
  const offline = !isOnline();
  if (save)
    notify('Recipe saved', offline ? OFFLINE_NOTE : 'This recipe has been added to your saved recipes.');
  else
    notify(
      'Recipe removed',
      offline ? OFFLINE_NOTE : 'This recipe has been removed from your saved recipes.',
    );
}
