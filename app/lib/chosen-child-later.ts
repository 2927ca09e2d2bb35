/**
 * The chosen child for the screens, without the children's code in theirs: the header's switcher
 * (components/child-switcher.tsx, loaded after the first screen) reads the chosen child and
 * publishes it here; a screen reads it with
 * `useChosenChildLater`. Nothing is known on the server or while a page is hydrated, so the page
 * the server renders, the same for everyone, never depends on a child, and the defaults come in
 * after hydration.
 *
 * `useChildAgeDefault` is how a screen whose address holds an age takes the child's: with no age
 * in the address it writes the child's (a replace, so the address and the screen agree and Back
 * is unchanged), unless the person asked that screen for all ages since they last chose a child;
 * and a child chosen while the screen is open sets its age again.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { todayIso } from '@shared/lib/child-age';
import { chosenChildAge, type ChildAge } from '@shared/lib/chosen-child-age';
import type { Child } from '@shared/schemas/children';
import { readChildChoice, showAllAges, useChildChoice, type AgeScreen } from '../offline/chosen-child-choice';

type ChosenChild = Pick<Child, 'id' | 'name' | 'birthDate'>;

let current: ChosenChild | null | undefined;
const listeners = new Set<() => void>();

/** The switcher's report: the chosen child now (null: the device shows none). */
export function publishChosenChild(child: ChosenChild | null): void {
  const same =
    child === current ||
    (child !== null &&
      current != null &&
      child.id === current.id &&
      child.name === current.name &&
      child.birthDate === current.birthDate);
  if (same) return;
  current = child === null ? null : { id: child.id, name: child.name, birthDate: child.birthDate };
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The chosen child once the switcher has read it; undefined before (and on the server), null when none. */
export function useChosenChildLater(): ChosenChild | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}

/** The chosen child and their age today, or null (none, or not known yet). */
export type ChosenChildAge = ChildAge & { id: string; name: string };

export function useChosenChildAge(): ChosenChildAge | null {
  const child = useChosenChildLater();
  const today = todayIso();
  return useMemo(
    () => (child ? { id: child.id, name: child.name, ...chosenChildAge(child, today) } : null),
    [child, today],
  );
}

type AgeField = 'ageGroup' | 'guideMonths';

export interface ChildAgeDefault {
  /** The chosen child, once known. */
  child: ChosenChildAge | null;
  /** The screen shows the child's age now (its line "Showing … for Maya" is due). */
  showing: boolean;
  /** The person asked for all ages: remembered for this screen; the caller clears the age. */
  showAll: () => void;
}

/**
 * The chosen child's age as `screen`'s default. `current` is the age the address holds now,
 * `apply` writes one into it (replacing the entry), `field` says which of the child's ages the
 * screen takes.
 */
export function useChildAgeDefault<F extends AgeField>({
  screen,
  field,
  current,
  apply,
}: {
  screen: AgeScreen;
  field: F;
  current: ChildAge[F] | undefined;
  apply: (value: ChildAge[F]) => void;
}): ChildAgeDefault {
  const child = useChosenChildAge();
  const wanted = child ? (child[field] as ChildAge[F]) : undefined;
  const childId = child?.id;
  // A child chosen again (even the same one) ends "Show all ages": the effect looks again.
  const choice = useChildChoice();
  /** The child and age this screen last saw, to tell a child chosen while it is open. */
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (childId === undefined || wanted === undefined) return;
    const key = `${childId}|${String(wanted)}`;
    const switched = seen.current !== null && seen.current !== key;
    seen.current = key;
    // Read now, not as rendered: "Show all ages" is remembered in the same tap that clears the age.
    if (readChildChoice().allAges.includes(screen)) return;
    if (current === undefined || (switched && current !== wanted)) apply(wanted);
  }, [childId, wanted, current, screen, apply, choice]);

  return {
    child,
    showing: wanted !== undefined && current === wanted,
    // Only about a child: with none, nothing is held against the first child added later.
    showAll: () => {
      if (childId !== undefined) showAllAges(screen);
    },
  };
}
