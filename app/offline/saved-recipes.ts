/**
 * Saved recipes on the device: which recipes this person saved, kept from the
 * server's list plus the saves and removals still in the outbox, so the
 * Save / Saved button is right offline and the moment it is pressed.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxItem } from '@shared/lib/outbox';
import type { Recipe } from '@shared/schemas/recipe';
import type { PublicUser } from '@shared/schemas/user';
import { apiRequest } from '../lib/api';
import { deviceDb } from './db';
import { newOutboxItem, registerOutboxKind, replayNow } from './outbox';

const SAVE = 'save-recipe';
const UNSAVE = 'unsave-recipe';
const target = (recipeId: number) => `recipe-save:${recipeId}`;
const recipeIdOf = (item: OutboxItem) => Number(item.target.split(':')[1]);

registerOutboxKind(SAVE, {
  undo: async (item) => {
    await deviceDb.savedRecipes.delete(recipeIdOf(item));
  },
  failureToast: () => ({ title: 'Error', description: 'Failed to save recipe. Please try again.' }),
});
registerOutboxKind(UNSAVE, {
  undo: async (item) => {
    await deviceDb.savedRecipes.put({ recipeId: recipeIdOf(item), userId: item.userId });
  },
  failureToast: () => ({ title: 'Error', description: 'Failed to remove recipe. Please try again.' }),
});

/**
 * Saves or removes a recipe: the outbox entry and the visible state change in
 * one transaction. Pressing again before the first change was sent cancels it
 * instead of sending both.
 */
export async function setRecipeSaved(user: PublicUser, recipe: Pick<Recipe, 'id' | 'title'>, save: boolean) {
  await deviceDb.transaction('rw', deviceDb.outbox, deviceDb.savedRecipes, async () => {
    const waiting = (
      await deviceDb.outbox.where('target').equals(target(recipe.id)).sortBy('createdAt')
    ).filter((i) => i.status === 'pending' && i.userId === user.id);
    const last = waiting[waiting.length - 1];
    if (last && last.kind === (save ? UNSAVE : SAVE)) {
      await deviceDb.outbox.delete(last.id);
    } else {
      await deviceDb.outbox.add(
        newOutboxItem({
          userId: user.id,
          method: save ? 'POST' : 'DELETE',
          url: `/api/recipes/${recipe.id}/save`,
          target: target(recipe.id),
          kind: save ? SAVE : UNSAVE,
          label: `${save ? 'Save' : 'Remove'} “${recipe.title}”`,
        }),
      );
    }
    if (save) await deviceDb.savedRecipes.put({ recipeId: recipe.id, userId: user.id });
    else await deviceDb.savedRecipes.delete(recipe.id);
  });
  void replayNow();
}

/** Whether this person saved a recipe, and whether that is still waiting to be sent. */
export function useSavedState(userId: number | undefined, recipeId: number) {
  return useLiveQuery(async () => {
    if (userId === undefined) return { saved: false, pending: false };
    const [row, waiting] = await Promise.all([
      deviceDb.savedRecipes.get(recipeId),
      deviceDb.outbox.where('target').equals(target(recipeId)).count(),
    ]);
    return { saved: row?.userId === userId, pending: waiting > 0 };
  }, [userId, recipeId]);
}

/** Replaces the device's saved list with the server's, then re-applies what is still waiting. */
export async function refreshSavedRecipes(user: PublicUser): Promise<void> {
  const server = await apiRequest<Recipe[]>('GET', '/api/recipes/saved');
  await deviceDb.transaction('rw', deviceDb.outbox, deviceDb.savedRecipes, async () => {
    await deviceDb.savedRecipes.clear();
    await deviceDb.savedRecipes.bulkPut(server.map((r) => ({ recipeId: r.id, userId: user.id })));
    const waiting = (await deviceDb.outbox.where('userId').equals(user.id).sortBy('createdAt')).filter(
      (i) => i.kind === SAVE || i.kind === UNSAVE,
    );
    for (const item of waiting) {
      if (item.kind === SAVE)
        await deviceDb.savedRecipes.put({ recipeId: recipeIdOf(item), userId: user.id });
      else await deviceDb.savedRecipes.delete(recipeIdOf(item));
    }
  });
}
