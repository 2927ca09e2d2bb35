/** The home page's later sections, by name (loaded by later-sections.tsx, which orders them). */
import { AiAssistantPromo } from './ai-assistant-promo';
import { ExpertTips } from './expert-tips';
import { MealPlannerPromo } from './meal-planner-promo';
import { NewsletterSignup } from './newsletter-signup';
import { PopularCollections } from './popular-collections';
import { RecipeSearchPanel } from './recipe-search-panel';

export const BELOW_THE_FOLD = {
  search: RecipeSearchPanel,
  collections: PopularCollections,
  assistant: AiAssistantPromo,
  planner: MealPlannerPromo,
  tips: ExpertTips,
  newsletter: NewsletterSignup,
};
