/** The landing screen: every section in the spec's order, each in its own file. */
import { InTurn } from '../../components/in-turn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrowseByAge } from './browse-by-age';
import { FeaturedRecipes } from './featured-recipes';
import { HeroSection } from './hero-section';
import { LaterSections } from './later-sections';

export function HomePage() {
  useDocumentTitle('Feeding little ones, made simple');
  return (
    <InTurn>
      <HeroSection />
      <BrowseByAge />
      <FeaturedRecipes />
      {/* Search panel, collections, promotions, expert tips and newsletter: after the first screen. */}
      <LaterSections />
    </InTurn>
  );
}
