/**
 * The chosen child: the one whose age the screens take for their defaults (the recipe list's age
 * filter, the foods guide's stage, the sugar board's daily limit, the recipe wizard's age). The
 * choice is this device's (chosen-child-choice.ts); the child is one of those the device shows
 * now (children.ts: the signed-in person's, or the device's own), so a choice made by someone
 * else on this device names nobody. With nothing chosen, or the chosen child removed, it is the
 * first child added; null when there are none.
 *
 * This module reads the device database. The public screens take the chosen child from
 * app/lib/chosen-child-later.ts instead, which the header's switcher keeps current once it has
 * loaded after the first screen.
 */
import { useMemo } from 'react';
import { resolveChosenChild } from '@shared/lib/chosen-child-age';
import { useChildren, type DeviceChild } from './children';
import { useChildChoice } from './chosen-child-choice';

export { chooseChild } from './chosen-child-choice';
export { chosenChildAge, type ChildAge } from '@shared/lib/chosen-child-age';

/** The chosen child, or null when the device shows no child; undefined while loading. */
export function useChosenChild(): DeviceChild | null | undefined {
  const children = useChildren();
  const { id } = useChildChoice();
  return useMemo(() => resolveChosenChild(children, id), [children, id]);
}
