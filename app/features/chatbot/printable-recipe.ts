/** One shape for every recipe card on the assistant screen and its PDF: stored or generated. */
import type { GeneratedRecipe } from '@shared/schemas/chatbot';
import { splitLines } from '@shared/lib/lines';
import type { Recipe } from '@shared/schemas/recipe';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS, capitalize } from '../../lib/labels';

export interface PrintableRecipe {
  title: string;
  ageGroup: string;
  mealType: string;
  difficulty: string;
  prepTime: number;
  cookTime: number;
  servings?: number;
  description: string;
  ingredients: string[];
  instructions: string[];
  dietaryRestrictions: string[];
  /** Where it came from, for the PDF's footer. */
  origin: 'collection' | 'generated';
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? capitalize(value);

export function fromStoredRecipe(recipe: Recipe): PrintableRecipe {
  return {
    title: recipe.title,
    ageGroup: recipe.ageGroup,
    mealType: MEAL_TYPE_LABELS[recipe.mealType],
    difficulty: DIFFICULTY_LABELS[recipe.difficulty],
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    description: recipe.description,
    ingredients: splitLines(recipe.ingredients),
    instructions: splitLines(recipe.instructions),
    dietaryRestrictions: recipe.dietaryRestrictions.map((d) => label(DIETARY_LABELS, d)),
    origin: 'collection',
  };
}

export function fromGeneratedRecipe(recipe: GeneratedRecipe): PrintableRecipe {
  return {
    title: recipe.title,
    ageGroup: recipe.ageGroup,
    mealType: label(MEAL_TYPE_LABELS, recipe.mealType),
    difficulty: label(DIFFICULTY_LABELS, recipe.difficulty.toLowerCase()),
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    description: recipe.description,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    dietaryRestrictions: recipe.dietaryRestrictions.map((d) => label(DIETARY_LABELS, d)),
    origin: 'generated',
  };
}
