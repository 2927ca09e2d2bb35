/**
 * The chat's whole chain as a parent's question goes through it with no model set: the assistant in
 * front of the library provider, on a store seeded with SproutPlate's catalog. For the question
 * suites (api/services/ai/answers.test.ts, blind-questions.test.ts, scripts/score-blind-answers.ts).
 */
import { seedCatalog } from '../db/seed';
import type { DataStore } from '../db/store';
import { createAssistant, type Assistant } from '../services/ai/assistant';
import { createLibraryProvider } from '../services/ai/library-provider';
import { createCatalogService } from '../services/catalog';
import { createRecipeService } from '../services/recipes';

export async function libraryAssistant(store: DataStore): Promise<Assistant> {
  await seedCatalog(store, Date.parse('2026-11-21T12:00:00Z'));
  const catalog = createCatalogService(store);
  const recipes = createRecipeService(store);
  const provider = createLibraryProvider({
    tips: () => catalog.tips(),
    recipes: () => recipes.updatedSince(-1),
  });
  const log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };
  // The chat path calls no other logger method.
  return createAssistant({ provider, catalog: async () => [], log: log as never });
}
