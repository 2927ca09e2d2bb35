/**
 * Writes shared/content/foods/names.ts, the small index of every food's names a recipe page
 * links its ingredient lines with, from the guide itself (shared/content/foods/foods.ts).
 * Run after adding or renaming a food: `npx tsx scripts/make-food-names.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { FOODS } from '../shared/content/foods/foods';

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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../shared/content/foods/names.ts', import.meta.url));
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(foodNamesSource(), { ...options, filepath: file }));
  console.log(`wrote ${FOODS.length} foods to ${path.relative(process.cwd(), file)}`);
}
