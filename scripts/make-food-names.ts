/**
 * Writes the guide's two small indexes from the guide itself (shared/content/foods/foods.ts):
 * - shared/content/foods/names.ts, every food's names, which a recipe page links its ingredient
 *   lines with;
 * - shared/content/foods/entries.ts, what the /foods list shows and searches of every food.
 * Run after changing a food: `npx tsx scripts/make-food-names.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { FOODS } from '../shared/content/foods/foods';
import type { FoodEntry } from '../shared/content/foods/types';

export function foodNamesSource(): string {
  const rows = FOODS.map((f) =>
    [f.slug, f.name, ...(f.usName ? [f.usName] : []), ...(f.otherNames ?? [])].map((s) => JSON.stringify(s)),
  );
  return `/**
 * Every food of the guide as [slug, name, US name, other names...]: the small index a recipe
 * page links its ingredient lines with, without loading the whole guide. Written by
 * \`npx tsx scripts/make-food-names.ts\` from ./foods.ts; foods.test.ts checks it is current.
 */
export const FOOD_NAMES: readonly (readonly [string, ...string[]])[] = [
${rows.map((r) => `  [${r.join(', ')}],`).join('\n')}
];
`;
}

/** A food as the list shows and searches it, with only the fields it has. */
export function foodEntry(f: (typeof FOODS)[number]): FoodEntry {
  return {
    slug: f.slug,
    name: f.name,
    ...(f.usName ? { usName: f.usName } : {}),
    ...(f.otherNames ? { otherNames: f.otherNames } : {}),
    category: f.category,
    fromMonths: f.fromMonths,
    allergens: f.allergens,
    flags: f.flags,
    choking: { risk: f.choking.risk },
  };
}

export function foodEntriesSource(): string {
  return `/**
 * Every food of the guide as the /foods list shows and searches it (types.ts, FoodEntry): the list
 * hydrates with these, not with the whole guide. Written by \`npx tsx scripts/make-food-names.ts\`
 * from ./foods.ts; foods.test.ts checks it is current.
 */
import type { FoodEntry } from './types';

export const FOOD_ENTRIES: readonly FoodEntry[] = ${JSON.stringify(FOODS.map(foodEntry))};
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [name, source] of [
    ['names.ts', foodNamesSource()],
    ['entries.ts', foodEntriesSource()],
  ] as const) {
    const file = fileURLToPath(new URL(`../shared/content/foods/${name}`, import.meta.url));
    const options = await prettier.resolveConfig(file);
    fs.writeFileSync(file, await prettier.format(source, { ...options, filepath: file }));
    console.log(`wrote ${FOODS.length} foods to ${path.relative(process.cwd(), file)}`);
  }
}
