/** The home page's later sections, in the spec's order (loaded by later-sections.tsx). */
import type { ComponentType } from 'react';
import { AiAssistantPromo } from './ai-assistant-promo';
import { ExpertTips } from './expert-tips';
import { MealPlannerPromo } from './meal-planner-promo';
import { NewsletterSignup } from './newsletter-signup';
import { PopularCollections } from './popular-collections';
import { RecipeSearchPanel } from './recipe-search-panel';

export const BELOW_THE_FOLD: readonly ComponentType[] = [
  RecipeSearchPanel,
  PopularCollections,
  AiAssistantPromo,
  MealPlannerPromo,
  ExpertTips,
  NewsletterSignup,
];
