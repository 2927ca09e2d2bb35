import { SimpleGrid } from '@chakra-ui/react';
import { CookingPot } from 'lucide-react';
import { FEATURED_SKELETONS } from '@shared/constants';
import { RecipeCard, RecipeCardSkeleton } from '../../components/recipe-card';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useFeaturedRecipes } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';
import { HomeSection, SectionHeading } from './section';

/** Two rows on a desktop at most: the home page is a taster, /recipes is the menu. */
const MAX_FEATURED = 6;

export function FeaturedRecipes() {
  const { data, isLoading, isError } = useFeaturedRecipes();
  const recipes = data?.slice(0, MAX_FEATURED) ?? [];

  return (
    <HomeSection id="featured" bg="subtle">
      <SectionHeading
        id="featured"
        title="Featured Recipes"
        subtitle="Family favourites our parents come back to, picked for every stage."
        link={{ to: paths.recipes, label: 'View All', srLabel: 'recipes' }}
      />
      {isLoading ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '5', md: '6' }} aria-busy="true">
          {Array.from({ length: FEATURED_SKELETONS }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <ErrorState>Failed to load recipes. Please try again later.</ErrorState>
      ) : recipes.length === 0 ? (
        <EmptyState icon={<CookingPot size={32} />}>No featured recipes available yet.</EmptyState>
      ) : (
        <SimpleGrid
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap={{ base: '5', md: '6' }}
          data-testid="featured-recipes"
        >
          {recipes.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
