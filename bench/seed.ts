/**
 * A bench database: a fresh SQLite file with the product's own catalog
 * (openStore + migrations + seedIfEmpty), then 10,000 generated recipes and
 * 20,000 community posts from a few hundred parents. Generated with a fixed
 * random seed, so every run measures the same data.
 */
import path from 'node:path';
import { AGE_GROUPS, CONTENT_TYPES, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES } from '../shared/enums';
import type { AgeGroup, DietaryRestriction } from '../shared/enums';
import { openStore } from '../api/db/open';
import { seedIfEmpty } from '../api/db/seed';
import type { DataStore, Param } from '../api/db/store';
import { SEED_RECIPES } from '../api/db/seed/content/recipes';
import { hashPassword } from '../api/services/passwords';
import { tempFolder } from './cleanup';

export const RECIPE_COUNT = 10_000;
export const POST_COUNT = 20_000;
export const USER_COUNT = 400;
/** Each parent follows this many others; the bench's own parent also bookmarks posts. */
const FOLLOWS_PER_USER = 8;
const BENCH_BOOKMARKS = 60;

/** The word searched under load: a main ingredient of many generated recipes and of seeded ones. */
export const SEARCH_WORD = 'carrot';
/** The parent the bench signs in as (a seeded account, so sign-in is one request). */
export const BENCH_USERNAME = 'parent0001';
export const BENCH_PASSWORD = 'bench-password-0001';
/** Seeded accounts get a cheap hash: the bench measures reads, not password checks. */
const BENCH_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface BenchDatabase {
  file: string;
  dir: string;
  /** Ids of generated and seeded recipes, for the recipe-detail requests. */
  recipeIds: number[];
  /** A recipe of the product's own catalog (it has its real picture), for Lighthouse. */
  seededRecipeId: number;
  counts: { recipes: number; posts: number; users: number };
  seconds: number;
}

/** mulberry32: a small, fast, seedable generator. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const n = min + int(max - min + 1);
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(int(copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, some };
}

const MAINS = [
  'carrot',
  'sweet potato',
  'butternut squash',
  'pumpkin',
  'broccoli',
  'cauliflower',
  'spinach',
  'pea',
  'courgette',
  'parsnip',
  'beetroot',
  'lentil',
  'chickpea',
  'black bean',
  'chicken',
  'turkey',
  'salmon',
  'cod',
  'beef',
  'tofu',
  'egg',
  'oat',
  'quinoa',
  'rice',
  'apple',
  'pear',
  'banana',
  'mango',
  'blueberry',
  'avocado',
  'plum',
  'yogurt',
];
const SIDES = [
  'carrot',
  'apple',
  'pear',
  'spinach',
  'pea',
  'cheddar',
  'ricotta',
  'lentil',
  'tomato',
  'sweetcorn',
  'kale',
  'cinnamon',
  'coconut',
  'raspberry',
  'prune',
  'red pepper',
];
const ADJECTIVES = [
  'Creamy',
  'Golden',
  'Simple',
  'Cosy',
  'Bright',
  'Easy',
  'Baked',
  'Gentle',
  'Speedy',
  'Hearty',
  'Mild',
  'Sunny',
  'Little',
  'Soft',
];
/** Dishes suited to each age group, from first purees to family plates. */
const DISHES: Record<AgeGroup, readonly string[]> = {
  '0-6 months': ['Puree', 'Smooth Mash', 'First Puree', 'Velvet Blend'],
  '6-12 months': ['Mash', 'Finger Strips', 'Porridge', 'Soft Fritters', 'Baby Risotto', 'Pancakes'],
  '1-2 years': ['Muffins', 'Fritters', 'Pasta', 'Risotto', 'Stew', 'Omelette', 'Pancakes', 'Bites'],
  '2-3 years': ['Pasta Bake', 'Wraps', 'Curry', 'Burgers', 'Soup', 'Traybake', 'Quesadillas', 'Pie'],
  '3-5 years': ['Lunchbox Bars', 'Noodles', 'Fishcakes', 'Pizza Muffins', 'Stir-Fry', 'Tacos', 'Bake'],
};
const DESCRIPTIONS = [
  'A {adj} way to bring {main} and {side} to the table, ready in no time and easy to batch cook.',
  'Naturally sweet {main} with a little {side}: gentle on little tummies and loved by the whole family.',
  'Full of iron and fibre, this {dish} pairs {main} with {side} for a {adj} everyday meal.',
  'Soft, colourful and simple to hold: {main} and {side} make a {adj} {dish} for growing eaters.',
  'Freezer friendly and quick to warm, this {main} {dish} keeps busy weeknights calm.',
];
const POST_TITLES = [
  'How do you get a toddler to try {main}?',
  'Our favourite {main} recipe this week',
  'Tip: freeze {main} in ice cube trays',
  'First time offering {main}, any advice?',
  'Picky eater phase and {main}',
  'Batch cooking {main} for the nursery week',
  'Is {main} safe before twelve months?',
  'What worked for us with {main} and {side}',
];
const POST_BODIES = [
  'We started with a small spoonful of {main} mixed with {side} and it went down well. Next we will try it as finger food.',
  'My little one refused {main} for weeks, then suddenly loved it once it came with {side}. Keep offering!',
  'Has anyone found a good way to serve {main} on the go? We need lunchbox ideas that survive a morning in a bag.',
  'A quick tip from our kitchen: steam the {main}, mash with {side}, and freeze in small portions for busy days.',
  'Our health visitor suggested offering {main} alongside a familiar food like {side}. It really helped with the fussiness.',
];

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? key);
}

const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/** Creates, migrates and fills the bench database; answers where it is and what it holds. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const started = performance.now();
  const dir = tempFolder('sproutplate-bench-db-');
  const file = path.join(dir, 'bench.db');
  const store = await openStore({ DATABASE_PATH: file });
  try {
    return await fillBenchDatabase(store, file, dir, started);
  } finally {
    await store.close();
  }
}

async function fillBenchDatabase(
  store: DataStore,
  file: string,
  dir: string,
  started: number,
): Promise<BenchDatabase> {
  await seedIfEmpty(store);
  const rand = random(20_250_101);
  const now = Date.now();

  // Seeded content gives realistic ingredient lines, steps and pictures to borrow from.
  const ingredientLines = [...new Set(SEED_RECIPES.flatMap((r) => r.ingredients))];
  const instructionLines = [...new Set(SEED_RECIPES.flatMap((r) => r.instructions))];
  const images = SEED_RECIPES.map((r) => r.imageUrl);
  const categoryIds = (await store.all<{ id: number }>('SELECT id FROM categories')).map((r) => r.id);
  const seededRecipeId = (await store.get<{ id: number }>(
    'SELECT id FROM recipes WHERE featured = 1 ORDER BY created_at DESC LIMIT 1',
  ))!.id;
  const passwordHash = await hashPassword(BENCH_PASSWORD, BENCH_SCRYPT_COST);

  const insertRecipe = `INSERT INTO recipes (title, description, ingredients, instructions, prep_time, cook_time,
       servings, image_url, age_group, meal_type, difficulty, category_id, featured, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING id`;
  const insertRestriction =
    'INSERT INTO recipe_dietary_restrictions (recipe_id, dietary_restriction) VALUES (?, ?)';
  const insertUser = `INSERT INTO users (username, password_hash, email, name, created_at)
     VALUES (?, ?, ?, ?, ?) RETURNING id`;
  const insertFollow = `INSERT INTO user_follows (follower_id, following_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT DO NOTHING`;
  const insertPost = `INSERT INTO community_posts (user_id, title, content, content_type, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`;
  const insertBookmark =
    'INSERT INTO bookmarks (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING';

  const recipeIds: number[] = [];
  const userIds: number[] = [];
  await store.transaction(async (tx) => {
    const inserted = async (sql: string, params: Param[]) => (await tx.get<{ id: number }>(sql, params))!.id;
    for (let i = 0; i < RECIPE_COUNT; i++) {
      // Age and meal cycle so every pair holds RECIPE_COUNT / 20 recipes; the rest is random.
      const ageGroup = AGE_GROUPS[i % AGE_GROUPS.length]!;
      const mealType = MEAL_TYPES[Math.floor(i / AGE_GROUPS.length) % MEAL_TYPES.length]!;
      const main = rand.pick(MAINS);
      const side = rand.pick(SIDES.filter((s) => s !== main));
      const adj = rand.pick(ADJECTIVES);
      const dish = rand.pick(DISHES[ageGroup]);
      const words = { main, side, adj: adj.toLowerCase(), dish: dish.toLowerCase() };
      const ingredients = [
        `${100 + rand.int(200)} g ${main}`,
        `1 small handful of ${side}`,
        ...rand.some(ingredientLines, 1, 5),
      ];
      const at = now - (i + 1) * 37 * 60_000; // newest first, a recipe every 37 minutes back in time
      const id = await inserted(insertRecipe, [
        `${adj} ${capitalise(main)} and ${capitalise(side)} ${dish}`,
        fill(rand.pick(DESCRIPTIONS), words),
        ingredients.join('\n'),
        rand.some(instructionLines, 3, 6).join('\n'),
        rand.pick([5, 10, 15, 20, 30, 45, 60, 90]),
        rand.pick([0, 5, 10, 15, 20, 30, 45, 60]),
        1 + rand.int(6),
        rand.pick(images),
        ageGroup,
        mealType,
        rand.pick(DIFFICULTIES),
        rand.next() < 0.9 ? rand.pick(categoryIds) : null,
        at,
        at,
      ]);
      recipeIds.push(id);
      for (const tag of rand.some<DietaryRestriction>(DIETARY_RESTRICTIONS, 0, 4)) {
        await tx.run(insertRestriction, [id, tag]);
      }
    }

    for (let i = 1; i <= USER_COUNT; i++) {
      const username = `parent${String(i).padStart(4, '0')}`;
      const at = now - (USER_COUNT - i + 30) * 86_400_000;
      userIds.push(
        await inserted(insertUser, [username, passwordHash, `${username}@example.com`, `Parent ${i}`, at]),
      );
    }
    for (const follower of userIds) {
      for (const following of rand.some(userIds, FOLLOWS_PER_USER, FOLLOWS_PER_USER)) {
        if (following !== follower) await tx.run(insertFollow, [follower, following, now]);
      }
    }

    const postIds: number[] = [];
    for (let i = 0; i < POST_COUNT; i++) {
      const words = { main: rand.pick(MAINS), side: rand.pick(SIDES) };
      const at = now - (i + 1) * 23 * 60_000;
      postIds.push(
        await inserted(insertPost, [
          rand.pick(userIds),
          fill(rand.pick(POST_TITLES), words),
          fill(rand.pick(POST_BODIES), words),
          rand.pick(CONTENT_TYPES),
          at,
          at,
        ]),
      );
    }
    for (const postId of rand.some(postIds, BENCH_BOOKMARKS, BENCH_BOOKMARKS)) {
      await tx.run(insertBookmark, [postId, userIds[0]!, now]);
    }
  });
  // Statistics for the query planner, as a server that has run a while would have them.
  await store.run('ANALYZE');
  const count = async (table: string) =>
    (await store.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
  const counts = {
    recipes: await count('recipes'),
    posts: await count('community_posts'),
    users: await count('users'),
  };
  return {
    file,
    dir,
    recipeIds,
    seededRecipeId,
    counts,
    seconds: (performance.now() - started) / 1000,
  };
}
