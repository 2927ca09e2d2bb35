/**
 * Which child this device chose for the screens' defaults, and the screens where the person asked
 * for all ages since, kept in localStorage: a setting of this device, like the theme, not
 * something the server holds. Only the child's id is kept; who the child is (and whether the
 * person using the device may see them) is for app/offline/children.ts to say, so the choice of
 * someone else's child shows nothing.
 *
 * Light on purpose (no device database): the public screens read it as they open. A change is
 * announced in this tab at once and in the app's other tabs by the browser's storage event.
 */
import { useSyncExternalStore } from 'react';

export const CHOSEN_CHILD_KEY = 'sproutplate-chosen-child';

/** The screens whose age the chosen child sets, and where "Show all ages" is remembered. */
export const AGE_SCREENS = ['recipes', 'foods'] as const;
export type AgeScreen = (typeof AGE_SCREENS)[number];

export interface ChildChoice {
  /** The chosen child's id; null when none was chosen (the first child added is used). */
  id: string | null;
  /** Screens where the person asked for all ages since they last chose a child. */
  allAges: readonly AgeScreen[];
}

const NONE: ChildChoice = { id: null, allAges: [] };
const CHANGE_EVENT = 'sproutplate-chosen-child-change';

function parse(raw: string | null): ChildChoice {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NONE;
    const { id, allAges } = value as Record<string, unknown>;
    return {
      id: typeof id === 'string' && id !== '' ? id : null,
      allAges: Array.isArray(allAges) ? AGE_SCREENS.filter((s) => (allAges as unknown[]).includes(s)) : [],
    };
  } catch {
    return NONE; // a damaged value: as if nothing was chosen
  }
}

/** The value last read, kept while the stored text is the same (React compares snapshots by identity). */
let cached: { raw: string | null; choice: ChildChoice } = { raw: null, choice: NONE };

export function readChildChoice(): ChildChoice {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CHOSEN_CHILD_KEY);
  } catch {
    return cached.choice; // storage blocked: what this visit chose
  }
  if (raw !== cached.raw) cached = { raw, choice: parse(raw) };
  return cached.choice;
}

function write(choice: ChildChoice): void {
  const raw = JSON.stringify(choice);
  try {
    localStorage.setItem(CHOSEN_CHILD_KEY, raw);
  } catch {
    // storage full or blocked: the choice still holds for this visit
  }
  cached = { raw, choice };
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The person chose a child (null: none). Every screen's age follows them again, including a
 * screen where they had asked for all ages.
 */
export function chooseChild(id: string | null): void {
  write({ id, allAges: [] });
}

/** The person asked `screen` for all ages: it is not given the child's age again until a child is chosen. */
export function showAllAges(screen: AgeScreen): void {
  const current = readChildChoice();
  if (current.allAges.includes(screen)) return;
  write({ ...current, allAges: [...current.allAges, screen] });
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CHOSEN_CHILD_KEY || e.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's choice, kept current; nothing chosen on the server and while a page is hydrated. */
export function useChildChoice(): ChildChoice {
  return useSyncExternalStore(subscribe, readChildChoice, () => NONE);
}
