/**
 * The First Foods guide: every food, sorted by name, and lookups by slug. It ships with the app
 * (precached with the /foods screens) so the guide and its search work offline; see
 * docs/decisions/001-foods-guide-in-shared-content.md.
 */
import { DAIRY } from './dairy';
import { DRINKS } from './drinks';
import { EXTRAS } from './extras';
import { FRUITS } from './fruits';
import { GRAINS } from './grains';
import { NUTS_SEEDS } from './nuts-seeds';
import { PROTEINS } from './proteins';
import type { Food } from './types';
import { VEGETABLES } from './vegetables';

/** English order (one collator: `localeCompare` with a locale builds one per call, slow on a phone). */
const byName = new Intl.Collator('en');

export const FOODS: readonly Food[] = [
  ...VEGETABLES,
  ...FRUITS,
  ...GRAINS,
  ...PROTEINS,
  ...DAIRY,
  ...NUTS_SEEDS,
  ...DRINKS,
  ...EXTRAS,
].sort((a, b) => byName.compare(a.name, b.name));

const BY_SLUG = new Map(FOODS.map((f) => [f.slug, f]));

export function foodBySlug(slug: string): Food | undefined {
  return BY_SLUG.get(slug);
}

export { stageForAge, suitsAge } from './stages';
