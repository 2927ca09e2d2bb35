/**
 * /recipes/{id}: the recipe, with save, print and add-to-plan, and once the
 * page is hydrated how to serve it to each child on the device. Only the
 * recipe itself prints (everything else is marked no-print).
 */
import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Link,
  List,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import {
  ArrowLeft,
  CalendarPlus,
  ChefHat,
  Clock,
  Flame,
  Printer,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { Fragment, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { INSTRUCTIONS_COLLAPSED_STEPS } from '@shared/constants';
import { linkFoods } from '@shared/lib/food-links';
import { splitLines } from '@shared/lib/lines';
import { afterFirstScreen } from '../../boot/after-first-screen';
import { MessageCard } from '../../components/message-card';
import { DifficultyBadge } from '../../components/recipe-card';
import { RecipeImage } from '../../components/recipe-image';
import { ErrorState } from '../../components/state-message';
import { TOGGLE_CSS, ToggleLabel } from '../../components/toggle-label';
import { ApiError } from '../../lib/api';
import { useRecipe } from '../../lib/catalog-queries';
import { formatMinutes, MEAL_TYPE_LABELS } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydrated } from '../../lib/use-hydrated';
import type { ChildrenServingsProps } from './children-servings-gate';
import { SaveButton } from './save-button';

/**
 * Show All Steps is a `<details>` after the steps, which the browser opens and closes itself,
 * before the app hydrates the page as after: while it is open, the later steps show. A browser
 * without `:has()` shows every step and no toggle.
 */
const STEPS_CSS: SystemStyleObject = {
  '&:has(> details[open]) [data-later-step]': { display: 'flex' },
  '@supports not selector(:has(*))': {
    '& [data-later-step]': { display: 'flex' },
    '& > details': { display: 'none' },
  },
};

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <HStack gap="2.5" bg="bg.subtle" borderRadius="lg" px="3" py="2">
      <Box color="brand.fg" aria-hidden="true">
        {icon}
      </Box>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="600" fontSize="sm">
          {value}
        </Text>
      </Box>
    </HStack>
  );
}

/**
 * An ingredient line whose foods link to the First Foods guide ("200 g sweet potato" links "sweet
 * potato"): a quiet dotted underline, so the list stays a list to cook from; on paper, plain text.
 */
function IngredientLine({ line }: { line: string }) {
  return linkFoods(line).map((segment, i) =>
    segment.slug ? (
      <Link
        key={i}
        asChild
        color="inherit"
        textDecorationLine="underline"
        textDecorationStyle="dotted"
        textDecorationColor="brand.solid"
        textUnderlineOffset="3px"
        _hover={{ color: 'brand.fg', textDecorationStyle: 'solid' }}
        _print={{ textDecoration: 'none', color: 'inherit' }}
      >
        <RouterLink to={paths.food(segment.slug)} title={`${segment.text} in the First Foods guide`}>
          {segment.text}
        </RouterLink>
      </Link>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}

type ServingsSection = ComponentType<ChildrenServingsProps>;
let loadedServings: ServingsSection | null = null;
const loadServings = (): Promise<ServingsSection> =>
  import('./children-servings-gate').then((m) => (loadedServings = m.ChildrenServingsGate));

/**
 * "Serving it to your children": its code (the children on the device, and for a device with
 * children the foods guide) loads after hydration and the first screen, so the server's HTML and
 * the page's first chunk stay as they were; until then, and on the server, nothing is drawn.
 */
function ChildrenServingsSlot({ recipe }: ChildrenServingsProps) {
  const hydrated = useHydrated();
  const [Section, setSection] = useState<ServingsSection | null>(() => loadedServings);
  useEffect(() => {
    if (!hydrated || Section) return undefined;
    let live = true;
    void afterFirstScreen()
      .then(loadServings)
      .then((section) => live && setSection(() => section))
      .catch(() => undefined); // offline before the code was cached: the section stays away
    return () => {
      live = false;
    };
  }, [hydrated, Section]);
  return hydrated && Section ? <Section recipe={recipe} /> : null;
}

function DetailSkeleton() {
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py="8" aria-busy="true">
      <Skeleton h="10" w="70%" mb="4" />
      <Skeleton h="6" w="40%" mb="6" />
      <Skeleton aspectRatio="16 / 9" w="full" borderRadius="xl" mb="6" />
      <SkeletonText noOfLines={4} />
    </Container>
  );
}

export function RecipeDetailPage() {
  const { id: rawId } = useParams();
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : undefined;
  const { data: recipe, isLoading, error } = useRecipe(id);
  useDocumentTitle(recipe?.title ?? (isLoading ? 'Recipe' : 'Recipe not found'));

  const notFound = id === undefined || (error instanceof ApiError && error.status === 404);
  if (notFound) {
    return (
      <MessageCard
        icon={<UtensilsCrossed size={48} />}
        title="Recipe not found"
        actionLabel="Back to Recipes"
        actionTo={paths.recipes}
      >
        This recipe may have been removed, or the link may be wrong.
      </MessageCard>
    );
  }
  if (isLoading) return <DetailSkeleton />;
  if (error || !recipe) {
    return (
      <Container maxW="5xl" px={{ base: '4', md: '6' }} py="10">
        <ErrorState>Failed to load recipe details. Please try again later.</ErrorState>
      </Container>
    );
  }

  const ingredients = splitLines(recipe.ingredients);
  const steps = splitLines(recipe.instructions);

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} as="article">
      <>
        <Button variant="ghost" size="sm" mb="4" className="no-print" asChild>
          <RouterLink to={paths.recipes}>
            <ArrowLeft /> Back to Recipes
          </RouterLink>
        </Button>

        <Stack gap="3" mb="6">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="brand" variant="solid" size="lg">
              {recipe.ageGroup}
            </Badge>
            <Badge variant="outline" size="lg">
              {MEAL_TYPE_LABELS[recipe.mealType]}
            </Badge>
            <DifficultyBadge difficulty={recipe.difficulty} />
            {recipe.dietaryRestrictions.map((d) => (
              <Badge key={d} colorPalette="peach" variant="subtle" size="lg">
                {d}
              </Badge>
            ))}
          </HStack>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="-0.02em">
            {recipe.title}
          </Heading>
        </Stack>

        <Grid
          templateColumns={{ base: '1fr', md: '3fr 2fr' }}
          gap={{ base: '6', md: '10' }}
          alignItems="start"
        >
          {/* On paper the picture is a thumbnail: the ingredients and steps are what matter. */}
          <Box _print={{ maxW: '40%' }}>
            {recipe.imageUrl ? (
              <RecipeImage
                src={recipe.imageUrl}
                alt={recipe.title}
                borderRadius="xl"
                loading="eager"
                fetchPriority="high"
              />
            ) : (
              <Center aspectRatio="4 / 3" bg="bg.muted" borderRadius="xl" color="fg.muted">
                No image available
              </Center>
            )}
          </Box>
          <Stack gap="5">
            <Grid templateColumns="repeat(2, 1fr)" gap="2">
              <Fact icon={<Clock size={18} />} label="Prep time" value={formatMinutes(recipe.prepTime)} />
              <Fact icon={<Flame size={18} />} label="Cook time" value={formatMinutes(recipe.cookTime)} />
              <Fact icon={<Users size={18} />} label="Servings" value={String(recipe.servings)} />
              <Fact icon={<ChefHat size={18} />} label="Meal" value={MEAL_TYPE_LABELS[recipe.mealType]} />
            </Grid>
            <Stack gap="2" className="no-print">
              <SaveButton recipe={recipe} />
              <HStack gap="2">
                <Button variant="outline" flex="1" onClick={() => window.print()}>
                  <Printer /> Print Recipe
                </Button>
                <Button asChild colorPalette="peach" variant="subtle" flex="1">
                  <RouterLink to={`${paths.mealPlan}?recipe=${recipe.id}`}>
                    <CalendarPlus /> Add to Meal Plan
                  </RouterLink>
                </Button>
              </HStack>
            </Stack>
          </Stack>
        </Grid>

        <Text fontSize="lg" color="fg.muted" mt="8" maxW="3xl">
          {recipe.description}
        </Text>

        <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap={{ base: '8', md: '10' }} mt="8">
          <Box>
            <Heading as="h2" size="xl" mb="4">
              Ingredients
            </Heading>
            <List.Root gap="2" ps="5" data-testid="ingredients">
              {ingredients.map((line, i) => (
                <List.Item key={i}>
                  <IngredientLine line={line} />
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Box css={STEPS_CSS}>
            <Heading as="h2" size="xl" mb="4">
              Instructions
            </Heading>
            <List.Root as="ol" gap="4" ps="0" listStyle="none" data-testid="instructions" id="recipe-steps">
              {steps.map((step, i) => (
                // Collapsed steps stay in the page (hidden), so a printout always has them all.
                <List.Item
                  key={i}
                  display={i < INSTRUCTIONS_COLLAPSED_STEPS ? 'flex' : 'none'}
                  data-later-step={i < INSTRUCTIONS_COLLAPSED_STEPS ? undefined : ''}
                  _print={{ display: 'flex' }}
                  gap="3"
                  alignItems="flex-start"
                >
                  <Center
                    flexShrink="0"
                    boxSize="7"
                    borderRadius="full"
                    bg="brand.solid"
                    color="brand.contrast"
                    fontWeight="700"
                    fontSize="sm"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </Center>
                  <Text pt="0.5">
                    <Box as="span" srOnly>
                      Step {i + 1}:{' '}
                    </Box>
                    {step}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
            {steps.length > INSTRUCTIONS_COLLAPSED_STEPS && (
              <Box asChild css={TOGGLE_CSS} className="no-print">
                <details>
                  <Button asChild mt="4" variant="outline" size="sm">
                    <summary aria-controls="recipe-steps">
                      <ToggleLabel closed="Show All Steps" open="Show Less" />
                    </summary>
                  </Button>
                </details>
              </Box>
            )}
          </Box>
        </Grid>

        <ChildrenServingsSlot recipe={recipe} />
      </>
    </Container>
  );
}
