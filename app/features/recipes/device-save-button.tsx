/**
 * The save button of a signed-in person: saved or not on this device, a
 * change sent now or queued while offline. Its code carries the device's
 * database (Dexie), so it loads only for someone signed in (save-button.tsx).
 */
import type { Recipe } from '@shared/schemas/recipe';
import type { PublicUser } from '@shared/schemas/user';
import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../../offline/online-status';
import { useSavedState } from '../../offline/saved-recipes';
import { toggleSaved } from './data/save-recipe';
import { SaveButtonView } from './save-button-view';

export interface DeviceSaveButtonProps {
  user: PublicUser;
  recipe: Pick<Recipe, 'id' | 'title'>;
  /** Pressed before this button's code was in: save the recipe once its state is known. */
  saveOnceKnown?: boolean;
}

export function DeviceSaveButton({ user, recipe, saveOnceKnown = false }: DeviceSaveButtonProps) {
  const state = useSavedState(user.id, recipe.id);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();
  const saved = state?.saved === true;
  const onClick = async () => {
    setBusy(true);
    await toggleSaved(user, recipe, !saved);
    setBusy(false);
  };
  const earlyPress = useRef(saveOnceKnown);
  useEffect(() => {
    if (state === undefined || !earlyPress.current) return;
    earlyPress.current = false;
    if (!saved) void onClick();
  });
  return (
    <SaveButtonView
      saved={saved}
      disabled={state === undefined || busy}
      onClick={() => void onClick()}
      pending={state?.pending === true && !online}
    />
  );
}
