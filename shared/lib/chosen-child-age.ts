/**
 * The chosen child's age as each screen uses it for its default: the recipe age group, the foods
 * guide's stage and age in months, the sugar board's daily limit, and how the header names them
 * ("Maya, 8 months"). Which child is chosen falls back to the first one added, so the defaults
 * follow a child from the moment there is one.
 *
 * Pure and light: the public screens use it without the guide's food records, so the stage is
 * found from the stage table alone (`chosen-child-age.test.ts` holds it to `stageForAge`).
 */
import { FOOD_STAGES, type FoodStageId } from '../content/foods/types';
import type { AgeGroup } from '../enums';
import type { Child } from '../schemas/children';
import { ageGroupOfMonths, ageInMonths, describeAge, GUIDANCE_MAX_MONTHS } from './child-age';

export interface ChildAge {
  /** Completed months today (0 for a birth date after today, which is never saved). */
  months: number;
  /** The recipe age group for those months. */
  ageGroup: AgeGroup;
  /** The foods guide's stage for those months. */
  stage: FoodStageId;
  /** The age the foods guide's address takes: the months, at most 5 years (what it covers). */
  guideMonths: number;
  /** Which of the sugar board's daily limits applies: under 2 years, or 2 years and over. */
  sugarLimit: 'under-2' | 'from-2';
  /** "8 months", "3 weeks", "2 years", "newborn". */
  ageText: string;
  /** "Maya, 8 months". */
  label: string;
}

/** The sugar board's daily limit (its `ageGroup`, shared/content/sugar.ts) for each `sugarLimit`. */
export const SUGAR_LIMIT_GROUPS = {
  'under-2': 'Under 2 years',
  'from-2': '2 to 18 years',
} as const satisfies Record<ChildAge['sugarLimit'], string>;

/** The guide's stage for an age in months: the last stage that has started (the first before 6 months). */
function stageOfMonths(months: number): FoodStageId {
  let stage: FoodStageId = FOOD_STAGES[0].id;
  for (const s of FOOD_STAGES) if (months >= s.fromMonths) stage = s.id;
  return stage;
}

export function chosenChildAge(child: Pick<Child, 'name' | 'birthDate'>, today: string): ChildAge {
  const months = Math.max(0, ageInMonths(child.birthDate, today));
  const described = describeAge(child.birthDate, today);
  // A birth date after today is never saved; were one read, the child is named as a newborn.
  const ageText = described === 'Newborn' || described === 'Not born yet' ? 'newborn' : described;
  return {
    months,
    ageGroup: ageGroupOfMonths(months),
    stage: stageOfMonths(months),
    guideMonths: Math.min(months, GUIDANCE_MAX_MONTHS),
    sugarLimit: months < 24 ? 'under-2' : 'from-2',
    ageText,
    label: `${child.name}, ${ageText}`,
  };
}

/** "Maya's", "James's": how a screen names what belongs to the child. */
export function possessive(name: string): string {
  return `${name}'s`;
}

/** The first child added (the oldest creation time; the id settles a tie), or null when there are none. */
export function firstChild<T extends Pick<Child, 'id' | 'createdAt'>>(children: readonly T[]): T | null {
  let first: T | null = null;
  for (const c of children) {
    if (!first || c.createdAt < first.createdAt || (c.createdAt === first.createdAt && c.id < first.id)) {
      first = c;
    }
  }
  return first;
}

/**
 * The child the screens' defaults follow: the one chosen on this device when it is still among
 * the children shown, else the first added; null when there are none, undefined while the
 * children are still being read.
 */
export function resolveChosenChild<T extends Pick<Child, 'id' | 'createdAt'>>(
  children: readonly T[] | undefined,
  chosenId: string | null,
): T | null | undefined {
  if (children === undefined) return undefined;
  return children.find((c) => c.id === chosenId) ?? firstChild(children);
}
