/**
 * Guardrails both assistants pass through: the emergency check that answers before anything
 * else, the safety filter that drops generated recipes breaking the child-safety or dietary rules
 * (shared/lib/safety.ts), and the food matching that keeps disliked foods out.
 */
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../../../shared/enums';
import { classifyEmergency, emergencyReply, isEmergency } from '../../../shared/lib/emergency';
import { singularWords, synonymsOf } from '../../../shared/lib/language';
import { checkRecipeSafety } from '../../../shared/lib/safety';
import type { ChatMessage, GeneratedRecipe } from '../../../shared/schemas/chatbot';
import type { RecipeRequest } from './provider';

/**
 * The emergency check lives in shared/lib/emergency.ts (its phrase tables, the classifier and the
 * kind-specific answer); both assistants reach it through here.
 */
export { classifyEmergency, emergencyReply, isEmergency };

/**
 * The answer to a message describing an emergency happening now (call the emergency number, then
 * the first steps for that kind), or undefined when it describes none.
 */
export function emergencyAnswer(text: string): string | undefined {
  const emergency = classifyEmergency(text);
  return emergency ? emergencyReply(emergency.kind) : undefined;
}

/** The newest message the parent wrote (system and assistant messages are not theirs). */
export function lastUserMessage(messages: readonly ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role === 'user') return message.content;
  }
  return '';
}

/**
 * True when `text` names `food` as whole words, in the singular or plural, or by another name
 * ("sweet potato" in "2 sweet potatoes, diced"; "zucchini" in "1 courgette").
 */
export function mentionsFood(text: string, food: string): boolean {
  const ws = singularWords(text);
  return synonymsOf(food).some((phrase) => {
    const target = phrase.split(' ').filter(Boolean);
    if (target.length === 0) return false;
    for (let start = 0; start + target.length <= ws.length; start += 1) {
      if (target.every((word, offset) => ws[start + offset] === word)) return true;
    }
    return false;
  });
}

function recipeText(recipe: {
  title: string;
  ingredients: string | readonly string[];
  description?: string;
}): string {
  const ingredients =
    typeof recipe.ingredients === 'string' ? recipe.ingredients : recipe.ingredients.join('\n');
  return `${recipe.title}\n${recipe.description ?? ''}\n${ingredients}`;
}

/** True when a recipe's title, description or ingredients name any of the foods. */
export function containsAnyFood(
  recipe: { title: string; ingredients: string | readonly string[]; description?: string },
  foods: readonly string[],
): boolean {
  const text = recipeText(recipe);
  return foods.some((food) => mentionsFood(text, food));
}

const isRestriction = (v: string): v is DietaryRestriction =>
  (DIETARY_RESTRICTIONS as readonly string[]).includes(v);

export interface RecipeDecision {
  recipe: GeneratedRecipe;
  /** Why it was dropped; empty when it may be shown. */
  reasons: string[];
}

/**
 * Checks each generated recipe for the child's age group and every restriction asked for (plus
 * those the recipe itself claims): one that breaks a rule or uses a disliked food is dropped, never
 * shown with a warning. The restrictions shown on a kept recipe include those asked for.
 */
export function reviewGeneratedRecipes(
  recipes: readonly GeneratedRecipe[],
  request: RecipeRequest,
): RecipeDecision[] {
  return recipes.map((recipe) => {
    const claimed = recipe.dietaryRestrictions.map((r) => r.trim().toLowerCase()).filter(isRestriction);
    const restrictions = [...new Set([...request.dietaryRestrictions, ...claimed])];
    const violations = checkRecipeSafety({
      ageGroup: request.childAge,
      title: recipe.title,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      dietaryRestrictions: restrictions,
    });
    const reasons = violations.map((v) => `${v.rule}: ${v.message}`);
    const disliked = request.dislikedFoods.filter((food) => containsAnyFood(recipe, [food]));
    for (const food of disliked) reasons.push(`disliked food: ${food}`);
    return {
      recipe: {
        ...recipe,
        dietaryRestrictions: DIETARY_RESTRICTIONS.filter((r) => restrictions.includes(r)),
      },
      reasons,
    };
  });
}

/** The generated recipes that may be shown. */
export function safeGeneratedRecipes(
  recipes: readonly GeneratedRecipe[],
  request: RecipeRequest,
): GeneratedRecipe[] {
  return reviewGeneratedRecipes(recipes, request)
    .filter((decision) => decision.reasons.length === 0)
    .map((decision) => decision.recipe);
}
