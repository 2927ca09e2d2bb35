/**
 * The assistant the routes use: whichever provider is configured, behind the guardrails both
 * must pass. An emergency happening now gets the emergency answer for its kind (choking,
 * anaphylaxis...) before the provider is asked anything;
 * recipe ideas are dropped unless they are safe for the child and meet every restriction; catalog
 * recipes are chosen here, by the server, never by a model.
 */
import type { AiProviderName } from '../../../shared/enums';
import type {
  ChatMessage,
  ChatResponse,
  RecommendationRequest,
  RecommendationResponse,
} from '../../../shared/schemas/chatbot';
import { parseFoodList } from '../../../shared/schemas/chatbot';
import type { Recipe } from '../../../shared/schemas/recipe';
import type { Logger } from '../../lib/logger';
import { containsAnyFood, emergencyAnswer, lastUserMessage, reviewGeneratedRecipes } from './guardrails';
import type { AiProvider, RecipeRequest } from './provider';

/** How many catalog recipes the wizard shows at most. */
export const MAX_EXISTING_RECIPES = 6;

/**
 * Catalog recipes for the child: their age group, every restriction asked for, no disliked food;
 * those naming more preferred foods first, then featured ones, then the newest.
 */
export function pickExistingRecipes(catalog: readonly Recipe[], request: RecipeRequest): number[] {
  const text = (r: Recipe) => ({ title: r.title, description: r.description, ingredients: r.ingredients });
  return catalog
    .filter((r) => r.ageGroup === request.childAge)
    .filter((r) => request.dietaryRestrictions.every((d) => r.dietaryRestrictions.includes(d)))
    .filter((r) => !containsAnyFood(text(r), request.dislikedFoods))
    .map((r) => ({
      recipe: r,
      liked: request.preferredFoods.filter((food) => containsAnyFood(text(r), [food])).length,
    }))
    .sort(
      (a, b) =>
        b.liked - a.liked ||
        Number(b.recipe.featured) - Number(a.recipe.featured) ||
        b.recipe.createdAt.localeCompare(a.recipe.createdAt) ||
        b.recipe.id - a.recipe.id,
    )
    .slice(0, MAX_EXISTING_RECIPES)
    .map((entry) => entry.recipe.id);
}

export function toRecipeRequest(input: RecommendationRequest): RecipeRequest {
  return {
    childAge: input.childAge,
    dietaryRestrictions: input.dietaryRestrictions,
    preferredFoods: parseFoodList(input.preferredFoods),
    dislikedFoods: parseFoodList(input.dislikedFoods),
  };
}

export interface Assistant {
  readonly provider: AiProviderName;
  chat(messages: readonly ChatMessage[]): Promise<ChatResponse>;
  recommend(input: RecommendationRequest): Promise<RecommendationResponse>;
}

export function createAssistant(deps: {
  provider: AiProvider;
  /** Every catalog recipe (read from the database when the wizard asks). */
  catalog: () => Promise<Recipe[]>;
  log: Logger;
}): Assistant {
  const { provider, log } = deps;
  return {
    provider: provider.name,

    async chat(messages) {
      const emergency = emergencyAnswer(lastUserMessage(messages));
      if (emergency) return { message: emergency, provider: provider.name };
      const message = (await provider.chat(messages)).trim();
      return { message, provider: provider.name };
    },

    async recommend(input) {
      const request = toRecipeRequest(input);
      const existingRecipes = pickExistingRecipes(await deps.catalog(), request);
      const decisions = reviewGeneratedRecipes(await provider.suggestRecipes(request), request);
      for (const dropped of decisions.filter((d) => d.reasons.length)) {
        log.info(`Dropped a generated recipe "${dropped.recipe.title}": ${dropped.reasons.join('; ')}`);
      }
      const newRecipes = decisions.filter((d) => d.reasons.length === 0).map((d) => d.recipe);
      return { recommendations: { existingRecipes, newRecipes }, provider: provider.name };
    },
  };
}
