/**
 * Shapes of the seeded catalog content (categories, recipes, nutrition tips). The data lives in
 * the sibling modules as plain typed constants; the seeder maps them onto the database rows.
 */
import type { AgeGroup, DietaryRestriction, Difficulty, MealType, TipType } from '../../../../shared/enums';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** '/images/categories/<slug>.svg', shipped in app/public. */
  imageUrl: string;
}

export interface SeedRecipe {
  slug: string;
  title: string;
  description: string;
  /** One ingredient per line, each with a quantity ("200 g sweet potato", "a pinch of ..."). */
  ingredients: string[];
  /** One step per entry, without numbering. */
  instructions: string[];
  /** Minutes, including soaking, marinating, rising or freezing time. */
  prepTime: number;
  /** Minutes. */
  cookTime: number;
  servings: number;
  ageGroup: AgeGroup;
  mealType: MealType;
  difficulty: Difficulty;
  /** A SeedCategory slug. */
  category: string;
  dietaryRestrictions: DietaryRestriction[];
  featured: boolean;
  /** '/images/recipes/<slug>.svg', shipped in app/public. */
  imageUrl: string;
}

export interface SeedTip {
  title: string;
  content: string;
  tipType: TipType;
  expertName: string;
  expertTitle: string;
  /** '/images/experts/<slug of expertName>.svg', shipped in app/public. */
  expertImageUrl: string;
  imageUrl: string | null;
}
