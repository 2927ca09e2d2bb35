/**
 * Recipes: the list query, the admin create/update schema (with the spec's
 * messages), and the shape the API answers.
 */
import { z } from 'zod';
import {
  AGE_GROUPS,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  MEAL_TYPES,
  PREP_TIMES,
  type AgeGroup,
  type DietaryRestriction,
  type Difficulty,
  type MealType,
} from '../enums';
import { imageUrlSchema } from './common';

/** An empty query parameter counts as absent; a repeated one counts once, the last. */
const blankToUndefined = (v: unknown) => {
  const value = Array.isArray(v) ? v[v.length - 1] : v;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
};

const enumParam = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { message: `${name} must be one of: ${values.join(', ')}` }).optional(),
  );

/** GET /api/recipes: every parameter optional; unknown values are a 400 naming the parameter. */
export const recipeQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  ),
  age: enumParam(AGE_GROUPS, 'age'),
  type: enumParam(MEAL_TYPES, 'type'),
  diet: enumParam(DIETARY_RESTRICTIONS, 'diet'),
  diff: enumParam(DIFFICULTIES, 'diff'),
  prep: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `prep must be one of: ${PREP_TIMES.join(', ')}` })
      .refine((v) => (PREP_TIMES as readonly number[]).includes(v), {
        message: `prep must be one of: ${PREP_TIMES.join(', ')}`,
      })
      .optional(),
  ),
  category: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'category must be a collection id' })
      .int('category must be a collection id')
      .positive('category must be a collection id')
      .optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'page must be a whole number of at least 1' })
      .int('page must be a whole number of at least 1')
      .min(1, 'page must be a whole number of at least 1')
      .max(100000, 'page is too large')
      .default(1),
  ),
});
export type RecipeQueryInput = z.input<typeof recipeQuerySchema>;
export type RecipeQuery = z.output<typeof recipeQuerySchema>;

/** The admin form and API: spec section 5. */
export const recipeInputSchema = z.object({
  title: z
    .string({ message: 'Title must be at least 3 characters' })
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(120, 'Title must be at most 120 characters'),
  description: z
    .string({ message: 'Description must be at least 10 characters' })
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(2000, 'Description must be at most 2,000 characters'),
  ingredients: z
    .string({ message: 'Ingredients must be at least 10 characters' })
    .trim()
    .min(10, 'Ingredients must be at least 10 characters')
    .max(5000, 'Ingredients must be at most 5,000 characters'),
  instructions: z
    .string({ message: 'Instructions must be at least 20 characters' })
    .trim()
    .min(20, 'Instructions must be at least 20 characters')
    .max(10000, 'Instructions must be at most 10,000 characters'),
  prepTime: z.coerce
    .number({ message: 'Preparation time must be positive' })
    .int('Preparation time must be a whole number of minutes')
    .min(1, 'Preparation time must be positive')
    .max(24 * 60, 'Preparation time must be at most 1,440 minutes'),
  cookTime: z.coerce
    .number({ message: 'Cooking time must be a number of minutes' })
    .int('Cooking time must be a whole number of minutes')
    .min(0, 'Cooking time cannot be negative')
    .max(24 * 60, 'Cooking time must be at most 1,440 minutes')
    .default(0),
  servings: z.coerce
    .number({ message: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(50, 'Servings must be at most 50')
    .default(4),
  imageUrl: imageUrlSchema,
  ageGroup: z.enum(AGE_GROUPS, { message: `Age group must be one of: ${AGE_GROUPS.join(', ')}` }),
  mealType: z.enum(MEAL_TYPES, { message: `Meal type must be one of: ${MEAL_TYPES.join(', ')}` }),
  difficulty: z.enum(DIFFICULTIES, { message: `Difficulty must be one of: ${DIFFICULTIES.join(', ')}` }),
  categoryId: z.coerce
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  featured: z.boolean().default(false),
  dietaryRestrictions: z
    .array(z.enum(DIETARY_RESTRICTIONS, { message: 'Unknown dietary restriction' }))
    .max(DIETARY_RESTRICTIONS.length)
    .default([])
    .transform((v) => [...new Set(v)]),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

/** A recipe as the API answers it. */
export interface Recipe {
  id: number;
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  imageUrl: string | null;
  ageGroup: AgeGroup;
  mealType: MealType;
  difficulty: Difficulty;
  categoryId: number | null;
  createdBy: number | null;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  dietaryRestrictions: DietaryRestriction[];
}

export interface RecipeListResponse {
  recipes: Recipe[];
  total: number;
  pages: number;
}
