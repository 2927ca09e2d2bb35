/**
 * The wizard's result (spec "Chatbot"): 'Found N recipes for you', then 'From Our Recipe
 * Collection' (each read with GET /api/recipes/{id}, as the spec says) and 'AI-Generated Recipe
 * Suggestions'. Before any result it prompts to fill out the form and offers 'Go to Chat'.
 */
import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { MessageCircle, Sparkles } from 'lucide-react';
import { AI_PROVIDER_LABELS } from '@shared/enums';
import type { RecommendationResponse } from '@shared/schemas/chatbot';
import type { Recipe } from '@shared/schemas/recipe';
import { EmptyState, ErrorState } from '../../components/state-message';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AssistantRecipeCard } from './assistant-recipe-card';
import { fromGeneratedRecipe, fromStoredRecipe } from './printable-recipe';

/** The results' heading, scrolled to on a phone, where the form sits above it. */
export const RESULTS_HEADING_ID = 'recommendations-found';

export function RecommendationsPanel({
  result,
  onGoToChat,
  showGoToChat = true,
}: {
  result: RecommendationResponse | null;
  onGoToChat: () => void;
  showGoToChat?: boolean;
}) {
  const ids = result?.recommendations.existingRecipes ?? [];
  const stored = useQueries({
    queries: ids.map((id) => ({
      queryKey: [`/api/recipes/${id}`],
      queryFn: () => apiRequest<Recipe>('GET', `/api/recipes/${id}`),
    })),
  });

  if (!result) {
    return (
      <EmptyState icon={<Sparkles size={32} />}>
        <Box as="span" display="block" mb={showGoToChat ? '4' : '0'}>
          Fill out the form to get personalised recipe recommendations for your child.
        </Box>
        {showGoToChat && (
          <Button variant="outline" colorPalette="brand" onClick={onGoToChat}>
            <MessageCircle aria-hidden="true" /> Go to Chat
          </Button>
        )}
      </EmptyState>
    );
  }

  const generated = result.recommendations.newRecipes;
  const total = ids.length + generated.length;
  const failed = stored.filter((q) => q.isError).length;

  return (
    <Stack gap="8" data-testid="recommendations">
      <Heading as="h2" size="lg" aria-live="polite" id={RESULTS_HEADING_ID} scrollMarginTop="24">
        Found {total} {total === 1 ? 'recipe' : 'recipes'} for you
      </Heading>

      <Stack gap="4" as="section" aria-labelledby="from-collection">
        <Heading as="h3" size="md" id="from-collection">
          From Our Recipe Collection
        </Heading>
        {ids.length === 0 ? (
          <Text color="fg.muted">No recipes in our collection match every choice you made.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {stored.map((query, i) =>
              query.data ? (
                <AssistantRecipeCard
                  key={ids[i]}
                  recipe={fromStoredRecipe(query.data)}
                  href={paths.recipe(query.data.id)}
                />
              ) : query.isPending ? (
                <Skeleton key={ids[i]} h="48" borderRadius="xl" />
              ) : null,
            )}
          </SimpleGrid>
        )}
        {failed > 0 && <ErrorState>Failed to load recipe details. Please try again later.</ErrorState>}
      </Stack>

      <Stack gap="4" as="section" aria-labelledby="generated-recipes">
        <Stack gap="1">
          <Heading as="h3" size="md" id="generated-recipes">
            AI-Generated Recipe Suggestions
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="recommendations-provider">
            {result.provider === 'library'
              ? `${AI_PROVIDER_LABELS.library}: made from our age-appropriate recipe templates.`
              : `${AI_PROVIDER_LABELS.openai}: checked against our child-safety rules before they are shown.`}
          </Text>
        </Stack>
        {generated.length === 0 ? (
          <Text color="fg.muted">
            No new suggestions passed our safety checks for these choices. Try different foods.
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {generated.map((recipe, i) => (
              <AssistantRecipeCard key={`${recipe.title}-${i}`} recipe={fromGeneratedRecipe(recipe)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
