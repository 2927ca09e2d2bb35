/**
 * Every food of the guide as [slug, name, US name, other names...]: the small index a recipe
 * page links its ingredient lines with, without loading the whole guide. Written by
 * `npx tsx scripts/make-food-names.ts` from ./foods.ts; foods.test.ts checks it is current.
 */
export const FOOD_NAMES: readonly (readonly [string, ...string[]])[] = [];
