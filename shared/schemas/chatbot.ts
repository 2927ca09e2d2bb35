/**
 * The AI assistant's requests and answers (spec sections 3 and 7): chat messages, the recipe
 * wizard's input, and the generated recipe with the spec's defaults.
 */
import { z } from 'zod';
import { AGE_GROUPS, CHAT_ROLES, DIETARY_RESTRICTIONS } from '../enums';
import type { AgeGroup, AiProviderName } from '../enums';

export const CHAT_MAX_MESSAGES = 50;
export const CHAT_MAX_MESSAGE_LENGTH = 4000;
/** The wizard's free-text food lists. */
export const WIZARD_FOODS_MAX_LENGTH = 500;

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES, { message: `Role must be one of: ${CHAT_ROLES.join(', ')}` }),
  content: z
    .string({ message: 'Message content must be text' })
    .max(
      CHAT_MAX_MESSAGE_LENGTH,
      `A message must be at most ${CHAT_MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters`,
    )
    .refine((v) => v.trim().length > 0, 'A message cannot be empty'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { message: 'messages must be a list of messages' })
    .min(1, 'Send at least one message')
    .max(CHAT_MAX_MESSAGES, `Send at most ${CHAT_MAX_MESSAGES} messages`)
    .refine((list) => list.some((m) => m.role === 'user'), 'Send at least one message from the user'),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatResponse {
  message: string;
  provider: AiProviderName;
}

const foodsText = z
  .string({ message: 'Foods must be text' })
  .max(WIZARD_FOODS_MAX_LENGTH, `Food lists must be at most ${WIZARD_FOODS_MAX_LENGTH} characters`)
  .default('');

/** POST /api/chatbot/recipe-recommendations (spec: "Recipe wizard input"). */
export const recommendationRequestSchema = z.object({
  childAge: z.enum(AGE_GROUPS, { message: "Please choose your child's age group" }),
  dietaryRestrictions: z
    .array(z.enum(DIETARY_RESTRICTIONS, { message: 'Unknown dietary restriction' }))
    .max(DIETARY_RESTRICTIONS.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  preferredFoods: foodsText,
  dislikedFoods: foodsText,
});
export type RecommendationRequestInput = z.input<typeof recommendationRequestSchema>;
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>;

/** A comma-separated food list as distinct, trimmed, lowercased names (at most 10). */
export function parseFoodList(text: string | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  for (const part of text.split(/[,;\n]+/)) {
    const name = part
      .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
      .slice(0, 40);
    if (name) seen.add(name);
    if (seen.size >= 10) break;
  }
  return [...seen];
}

const textOr = (fallback: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
    z.string().max(200).default(fallback),
  );
const minutes = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? undefined : v),
  z.coerce.number().int().min(0).max(1440).default(0),
);
const lines = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/\r?\n/) : v),
  z
    .array(z.string())
    .transform((list) => list.map((l) => l.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(500)).min(1).max(40)),
);

/**
 * A generated recipe (spec: "Generated recipe"). Missing labels get the spec's defaults:
 * 'All ages', 'Any meal', 'Easy', 0 minutes. Used to validate what a model answers.
 */
export const generatedRecipeSchema = z.object({
  title: z.string().trim().min(3).max(120),
  ageGroup: textOr('All ages'),
  mealType: textOr('Any meal'),
  difficulty: textOr('Easy'),
  prepTime: minutes,
  cookTime: minutes,
  description: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(1000)),
  ingredients: lines,
  instructions: lines,
  dietaryRestrictions: z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []),
    z.array(z.string().max(40)).max(10),
  ),
});
export type GeneratedRecipe = z.output<typeof generatedRecipeSchema>;

export const generatedRecipeListSchema = z.object({
  recipes: z.array(generatedRecipeSchema).max(10),
});

export interface RecommendationResponse {
  recommendations: {
    /** Ids of catalog recipes; the app reads each with GET /api/recipes/{id}. */
    existingRecipes: number[];
    newRecipes: GeneratedRecipe[];
  };
  provider: AiProviderName;
}

/** The age group the wizard asked for, as a label the recipe card can show. */
export const isAgeGroup = (v: string): v is AgeGroup => (AGE_GROUPS as readonly string[]).includes(v);
