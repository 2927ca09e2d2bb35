/** The home page's later sections, in the spec's order (loaded by later-sections.tsx). */
import { AiAssistantPromo } from './ai-assistant-promo';
import { ExpertTips } from './expert-tips';
import { MealPlannerPromo } from './meal-planner-promo';
import { NewsletterSignup } from './newsletter-signup';
import { PopularCollections } from './popular-collections';
import { RecipeSearchPanel } from './recipe-search-panel';

export function BelowTheFold() {
  return (
    <>
      <RecipeSearchPanel />
      <PopularCollections />
      <AiAssistantPromo />
      <MealPlannerPromo />
      <ExpertTips />
      <NewsletterSignup />
    </>
  );
}
