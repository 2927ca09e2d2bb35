/**
 * The signed-in person, remembered on the device so that someone signed in
 * who opens SproutPlate with no connection is not sent to the sign-in screen;
 * and the clean-up when they sign out.
 */
import { REMEMBERED_USER_KEY } from '@shared/lib/device-idb';
import type { PublicUser } from '@shared/schemas/user';
import { deviceDb } from './db';

export async function rememberUser(user: PublicUser): Promise<void> {
  // Another person on this device: nothing of the previous one's stays.
  const others = await deviceDb.outbox.filter((i) => i.userId !== user.id).count();
  const current = await deviceDb.session.get(REMEMBERED_USER_KEY);
  const otherSaved = await deviceDb.savedRecipes.filter((r) => r.userId !== user.id).count();
  const otherChildren = await deviceDb.children
    .filter((c) => c.userId !== null && c.userId !== user.id)
    .count();
  if ((current && current.user.id !== user.id) || others > 0 || otherSaved > 0 || otherChildren > 0) {
    await clearPersonalData();
  }
  await deviceDb.session.put({ key: REMEMBERED_USER_KEY, user, rememberedAt: Date.now() });
  // Signing in on this device: the device's own children join the account, the account's arrive.
  if (current?.user.id !== user.id) {
    void import('./children')
      .then(({ syncChildren }) => syncChildren(user))
      .catch((err: unknown) => console.error('Bringing the children up to date failed', err));
  }
}

export async function rememberedUser(): Promise<PublicUser | null> {
  return (await deviceDb.session.get(REMEMBERED_USER_KEY))?.user ?? null;
}

/**
 * The server says nobody is signed in (the session ended). Their queued
 * changes stay, to be sent if the same person signs in again; a different
 * person signing in clears them (rememberUser).
 */
export async function forgetUser(): Promise<void> {
  await deviceDb.session.delete(REMEMBERED_USER_KEY);
}

/**
 * Everything on the device that belongs to the signed-in person (the catalog copy stays). Their
 * children and logs go too (a shared phone must not show them to the next person); children kept
 * on this device only, by nobody's account, stay.
 */
export async function clearPersonalData(): Promise<void> {
  const tables = [
    deviceDb.session,
    deviceDb.savedRecipes,
    deviceDb.outbox,
    deviceDb.mealPlans,
    deviceDb.shoppingChecks,
    deviceDb.communityPages,
    deviceDb.communityComments,
    deviceDb.children,
    deviceDb.foodLogs,
  ];
  await deviceDb.transaction('rw', tables, async () => {
    // One by one: a native Promise.all would leave Dexie's transaction.
    await deviceDb.session.clear();
    await deviceDb.savedRecipes.clear();
    await deviceDb.outbox.clear();
    await deviceDb.mealPlans.clear();
    await deviceDb.shoppingChecks.clear();
    await deviceDb.communityPages.clear();
    await deviceDb.communityComments.clear();
    await deviceDb.children.filter((c) => c.userId !== null).delete();
    await deviceDb.foodLogs.filter((l) => l.userId !== null).delete();
  });
}
