import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  LinkOverlay,
  LinkBox,
  Skeleton,
  SkeletonText,
  Text,
} from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Recipe } from '@shared/schemas/recipe';
import { DIFFICULTY_LABELS, DIFFICULTY_PALETTE, formatMinutes } from '../lib/labels';
import { paths } from '../lib/paths';
import { RecipeImage } from './recipe-image';

export function DifficultyBadge({ difficulty }: { difficulty: Recipe['difficulty'] }) {
  return (
    <Badge colorPalette={DIFFICULTY_PALETTE[difficulty]} variant="subtle" data-difficulty={difficulty}>
      {DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}

/**
 * A recipe in a grid: picture, title, description, age group, prep time and difficulty.
 * `priority` for the first cards of a screen: their pictures are in view at once, so they load
 * first instead of lazily after layout.
 */
export function RecipeCard({
  recipe,
  headingLevel = 'h3',
  priority = false,
}: {
  recipe: Recipe;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        overflow="hidden"
        variant="outline"
        bg="bg.panel"
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
        data-testid="recipe-card"
        flexDirection={{ base: 'row', sm: 'column' }}
      >
        {/* On a phone the card is a compact row: picture on the left, text beside it. */}
        <Box flexShrink="0" w={{ base: '36%', sm: 'full' }}>
          <RecipeImage
            src={recipe.imageUrl}
            alt=""
            h={{ base: 'full', sm: 'auto' }}
            aspectRatio={{ base: '1', sm: '4 / 3' }}
            {...(priority && { loading: 'eager', fetchPriority: 'high' })}
          />
        </Box>
        <Card.Body gap="2" p={{ base: '3', sm: '4' }} minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="brand" variant="solid">
              {recipe.ageGroup}
            </Badge>
            <DifficultyBadge difficulty={recipe.difficulty} />
          </HStack>
          <Heading as={headingLevel} size={{ base: 'sm', sm: 'md' }} lineHeight="1.3">
            <LinkOverlay asChild>
              <RouterLink to={paths.recipe(recipe.id)}>{recipe.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp={2} hideBelow="sm">
            {recipe.description}
          </Text>
          <HStack gap="1.5" color="fg.muted" fontSize="sm" mt="auto" pt="1">
            <Clock size={16} aria-hidden="true" />
            <Text>
              <Box as="span" srOnly>
                Preparation time:{' '}
              </Box>
              {formatMinutes(recipe.prepTime)}
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

export function RecipeCardSkeleton() {
  return (
    <Card.Root variant="outline" overflow="hidden" aria-hidden="true" data-testid="recipe-card-skeleton">
      <Skeleton aspectRatio="4 / 3" w="full" />
      <Card.Body gap="3" p="4">
        <Skeleton h="5" w="40%" />
        <Skeleton h="6" w="80%" />
        <SkeletonText noOfLines={2} />
      </Card.Body>
    </Card.Root>
  );
}
