/** The landing screen: every section in the spec's order, each in its own file. */
import { useDocumentTitle } from '../../lib/use-document-title';
import { AiAssistantPromo } from './ai-assistant-promo';
import { BrowseByAge } from './browse-by-age';
import { ExpertTips } from './expert-tips';
import { FeaturedRecipes } from './featured-recipes';
import { HeroSection } from './hero-section';
import { MealPlannerPromo } from './meal-planner-promo';
import { NewsletterSignup } from './newsletter-signup';
import { PopularCollections } from './popular-collections';
import { RecipeSearchPanel } from './recipe-search-panel';

export function HomePage() {
  useDocumentTitle('Feeding little ones, made simple');
  return (
    <>
      <HeroSection />
      <BrowseByAge />
      <FeaturedRecipes />
      <RecipeSearchPanel />
      <PopularCollections />
      <AiAssistantPromo />
      <MealPlannerPromo />
      <ExpertTips />
      <NewsletterSignup />
    </>
  );
}
