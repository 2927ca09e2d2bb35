import { Card, Skeleton, SkeletonText } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Recipe } from '@shared/schemas/recipe';
import { DIFFICULTY_LABELS, DIFFICULTY_PALETTE, formatMinutes } from '../lib/labels';
import { paths } from '../lib/paths';
import { recipePicture } from '../lib/pictures';
import { CARD } from './recipe-card-styles';

/** A recipe's difficulty in its colour: Chakra's small subtle badge, as the theme's classes. */
export function DifficultyBadge({ difficulty }: { difficulty: Recipe['difficulty'] }) {
  return (
    <span
      className={CARD.badge}
      data-variant="subtle"
      data-palette={DIFFICULTY_PALETTE[difficulty]}
      data-difficulty={difficulty}
    >
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}

/**
 * A recipe in a grid: picture, title, description, age group, prep time and difficulty.
 * `priority` for the first cards of a screen: their pictures are in view at once, so they load
 * first instead of lazily after layout. Plain elements with the theme's classes
 * (recipe-card-styles.ts), not Chakra's components: a list screen takes a dozen over at its start.
 */
/** The picture's width on screen: a third of a phone's width, half a tablet's, 400px beyond. */
const CARD_PICTURE_SIZES = '(min-width: 62em) 400px, (min-width: 30em) 50vw, 36vw';

export function RecipeCard({
  recipe,
  headingLevel: Title = 'h3',
  priority = false,
}: {
  recipe: Recipe;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  return (
    <article className={CARD.root} data-testid="recipe-card">
      <div className={CARD.picture}>
        <img
          className={CARD.image}
          {...recipePicture(recipe.imageUrl)}
          sizes={CARD_PICTURE_SIZES}
          alt=""
          width="800"
          height="600"
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority && { fetchPriority: 'high' as const })}
        />
      </div>
      <div className={CARD.body}>
        <div className={CARD.badges}>
          <span className={CARD.badge} data-variant="solid" data-palette="brand">
            {recipe.ageGroup}
          </span>
          <DifficultyBadge difficulty={recipe.difficulty} />
        </div>
        <Title className={CARD.title}>
          <RouterLink className={CARD.link} to={paths.recipe(recipe.id)}>
            {recipe.title}
          </RouterLink>
        </Title>
        <p className={CARD.description}>{recipe.description}</p>
        <div className={CARD.time}>
          <Clock size={16} aria-hidden="true" />
          <p>
            <span className={CARD.hidden}>Preparation time: </span>
            {formatMinutes(recipe.prepTime)}
          </p>
        </div>
      </div>
    </article>
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
