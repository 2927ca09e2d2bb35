/**
 * Guardrails both assistants pass through: the emergency check that answers before anything
 * else, the safety filter that drops generated recipes breaking the child-safety or dietary rules
 * (shared/lib/safety.ts), and the food matching that keeps disliked foods out.
 */
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../../../shared/enums';
import { normalise, singularWords, synonymsOf } from '../../../shared/lib/language';
import { checkRecipeSafety } from '../../../shared/lib/safety';
import type { ChatMessage, GeneratedRecipe } from '../../../shared/schemas/chatbot';
import type { RecipeRequest } from './provider';

export const EMERGENCY_REPLY = [
  'If this is happening now, call your local emergency number immediately (for example 911 in the ' +
    'US, 999 in the UK, 112 in Europe) and follow what the operator tells you.',
  '- Choking: if your child can cough, cry or talk, let them keep coughing and stay with them. If ' +
    'they cannot, give up to 5 back blows, then up to 5 chest thrusts (under 1 year) or abdominal ' +
    'thrusts (over 1 year), and repeat until help arrives.',
  '- Not breathing, turning blue or not responding: start CPR if you know how, and keep going ' +
    'until help arrives.',
  '- An allergic reaction, swelling of the lips, face or tongue, or trouble breathing: use their ' +
    'adrenaline auto-injector if they have one, then call.',
  'I am not a doctor and cannot help in an emergency: please call now.',
].join('\n');

const NOT_A_HAZARD_QUESTION = String.raw`(?!\s+(?:hazard|hazards|risk|risks|prevention))`;
const EMERGENCY_PATTERNS: readonly RegExp[] = [
  // "my baby is choking", "she's choking", "he choked on a grape"; not "choking hazards".
  new RegExp(
    String.raw`\b(?:is|are|shes|hes|its|was|were|started|starting|keeps|keep|now|just|still|baby|child|toddler|son|daughter|kid|he|she|they)\s+chok(?:e|es|ed|ing)\b${NOT_A_HAZARD_QUESTION}`,
  ),
  /\bchoked\b/,
  /\bchoking on\b/,
  /\b(?:not|isnt|arent|cant|cannot|stopped|struggling to|trouble|difficulty|hard to|unable to)\s+breath/,
  /\bno (?:longer )?breathing\b/,
  /\b(?:turning|turned|going|gone|looks|is) (?:blue|grey|gray)\b/,
  /\b(?:blue|grey|gray) lips\b/,
  /\b(?:unconscious|unresponsive|not responding|seizure|seizures|convulsion|convulsing|fitting|passed out|collapsed)\b/,
  /\ballergic reaction\b/,
  /\banaphyla/,
  /\bswell(?:ing|ed|en|s)?\b(?:\s+\w+){0,4}\s+(?:lip|lips|face|tongue|throat|mouth|eyes|eyelids)\b/,
  /\b(?:lip|lips|face|tongue|throat|mouth|eyes|eyelids)\b(?:\s+\w+){0,3}\s+(?:swell|swelling|swelled|swollen|puffy|puffed up)\b/,
  /\bswollen\b(?:\s+\w+){0,3}\s+(?:lip|lips|face|tongue|throat|mouth|eyes)\b/,
];

/** True when a message describes an emergency that needs the emergency services first. */
export function isEmergency(text: string): boolean {
  const normalised = normalise(text);
  return EMERGENCY_PATTERNS.some((pattern) => pattern.test(normalised));
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
