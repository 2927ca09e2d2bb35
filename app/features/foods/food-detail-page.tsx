/**
 * /foods/{slug}: one food of the First Foods guide. From what age, why not before, the guide stage
 * by stage as native <details> (the stage for the child's age open: `?age=` in months, or the first
 * stage the food is offered at), the choking risk and how to lower it, how to introduce its
 * allergens, the rules with their sources, and the catalog's recipes that use it. The age picker
 * is a GET form, so the page the server drew works before its code arrives. With no age in the
 * address, the chosen child's is written into it once the page is hydrated, and their stage opens
 * (lib/chosen-child-later.ts).
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  List,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, ChevronDown, SearchX } from 'lucide-react';
import { Fragment, useCallback, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { stageForAge } from '@shared/content/foods/stages';
import {
  ALLERGEN_LABELS,
  FOOD_CATEGORY_LABELS,
  FOOD_FLAG_LABELS,
  FOOD_SOURCE_LABELS,
  FOOD_STAGES,
  type Food,
  type FoodStageId,
} from '@shared/content/foods/types';
import { MAX_GUIDE_MONTHS, singularWords } from '@shared/lib/language';
import { MessageCard } from '../../components/message-card';
import { ErrorState } from '../../components/state-message';
import { RecipeCard, RecipeCardSkeleton } from '../../components/recipe-card';
import { SelectField } from '../../components/select-field';
import { useRecipes } from '../../lib/catalog-queries';
import { useChildAgeDefault } from '../../lib/chosen-child-later';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FoodIcon } from './food-icon';
import { useFoodPage, type FoodLink } from './food-guide';
import {
  ALLERGEN_PALETTE,
  CATEGORY_PALETTE,
  CHOKING_PALETTE,
  CHOKING_TEXT,
  FLAG_PALETTE,
  listInWords,
} from './food-labels';
import {
  ageLabel,
  ageOptions,
  FIRST_FOODS_MONTHS,
  fromAgeLabel,
  readAge,
  startAgeLabel,
} from './food-params';
import { KEEP_SCROLL } from '../../components/scroll-restoration';

/** Recipes shown on a food's page; "See all" lists the rest. */
const RECIPES_SHOWN = 6;

/** Allergens whose introduction a baby with severe eczema or a food allergy discusses with a doctor first. */
const ASK_DOCTOR_FIRST = new Set(['peanut', 'egg']);

/** The first stage a food is offered at, if it is offered before 5 years at all. */
function firstStage(food: Food): FoodStageId | undefined {
  return FOOD_STAGES.find((s) => s.fromMonths >= food.fromMonths && food.stages[s.id])?.id;
}

function FoodNotFound({ suggestions }: { suggestions: FoodLink[] }) {
  useDocumentTitle('Food not found');
  return (
    <MessageCard
      icon={<SearchX size={48} />}
      title="We couldn't find that food"
      actionLabel="Back to the foods guide"
      actionTo={paths.foods}
    >
      It may not be in the guide yet, or the address may have a typo.
      {suggestions.length > 0 && (
        <>
          {' '}
          Did you mean{' '}
          {suggestions.map((f, i) => (
            <Fragment key={f.slug}>
              {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={paths.food(f.slug)}>{f.name}</RouterLink>
              </Link>
            </Fragment>
          ))}
          ?
        </>
      )}
    </MessageCard>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} scrollMarginTop="20">
      <Heading as="h2" id={`${id}-heading`} size={{ base: 'xl', md: '2xl' }} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function FoodBadges({ food }: { food: Food }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="food-badges">
      <Badge size="lg" variant="subtle" colorPalette={CHOKING_PALETTE[food.choking.risk]}>
        {CHOKING_TEXT[food.choking.risk]}
      </Badge>
      {food.allergens.map((a) => (
        <Badge key={a} size="lg" variant="subtle" colorPalette={ALLERGEN_PALETTE}>
          Allergen: {ALLERGEN_LABELS[a]}
        </Badge>
      ))}
      {food.flags.map((f) => (
        <Badge key={f} size="lg" variant="subtle" colorPalette={FLAG_PALETTE[f]}>
          {FOOD_FLAG_LABELS[f]}
        </Badge>
      ))}
    </HStack>
  );
}

/** "Your child's age": a GET form, so it works before the code arrives; the app answers on change. */
function AgePicker({
  food,
  age,
  onChange,
}: {
  food: Food;
  age: number | undefined;
  onChange: (age: number | undefined) => void;
}) {
  // An age chosen in the page the server drew before its code arrived: the rendered select keeps it
  // when React takes the page over, so its stage opens.
  const formRef = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !formRef.current) return;
    adopted.current = true;
    const value = new FormData(formRef.current).get('age');
    const chosen = typeof value === 'string' && value !== '' ? Number(value) : undefined;
    if (chosen !== age) onChange(chosen);
  }, [age, onChange]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('age');
    onChange(typeof value === 'string' && value !== '' ? Number(value) : undefined);
  };
  return (
    <Box asChild>
      <form
        ref={formRef}
        method="get"
        action={paths.food(food.slug)}
        onSubmit={onSubmit}
        aria-label="Your child's age"
      >
        <Flex gap="2" align="flex-end" wrap="wrap">
          <Box flex="1" minW="48" maxW="xs">
            <SelectField
              label="Your child's age"
              name="age"
              value={age === undefined ? '' : String(age)}
              onChange={(v) => onChange(v === '' ? undefined : Number(v))}
              options={[{ value: '', label: 'Choose an age' }, ...ageOptions(age)]}
            />
          </Box>
          <Button type="submit" variant="outline" colorPalette="brand" size="lg" bg="bg.panel">
            Show this stage
          </Button>
        </Flex>
      </form>
    </Box>
  );
}

function StageGuide({
  food,
  open,
  age,
  childName,
}: {
  food: Food;
  open: FoodStageId | undefined;
  age: number | undefined;
  /** The chosen child's name, when the age shown is theirs. */
  childName: string | undefined;
}) {
  return (
    <Stack gap="2" data-testid="stages">
      {FOOD_STAGES.map((stage) => {
        const text = food.stages[stage.id];
        const yours = age !== undefined && age >= FIRST_FOODS_MONTHS && stage.id === open;
        return (
          // Keyed on the open stage: choosing another age opens its stage and closes the rest.
          <Box
            asChild
            key={`${stage.id}:${open ?? ''}`}
            borderWidth="1px"
            borderRadius="xl"
            bg="bg.panel"
            borderColor={yours ? 'brand.solid' : 'border'}
            _open={{ boxShadow: 'xs' }}
            css={{
              '& > summary': { listStyle: 'none' },
              '& > summary::-webkit-details-marker': { display: 'none' },
              '& > summary .sp-stage-chevron': { transform: 'rotate(-90deg)' },
              '&[open] > summary .sp-stage-chevron': { transform: 'none' },
            }}
          >
            <details open={stage.id === open} data-stage={stage.id}>
              <Flex
                as="summary"
                align="center"
                gap="3"
                px="4"
                py="3"
                minH="12"
                cursor="pointer"
                borderRadius="xl"
                _hover={{ bg: 'bg.muted' }}
              >
                <Box
                  className="sp-stage-chevron"
                  color="fg.muted"
                  transition="transform 0.15s"
                  aria-hidden="true"
                >
                  <ChevronDown size={18} />
                </Box>
                <Text as="span" fontWeight="700" flex="1">
                  {stage.label}
                </Text>
                {yours && (
                  <Badge colorPalette="brand" variant="solid" maxW="40" truncate>
                    {childName ?? 'Your child'}
                  </Badge>
                )}
                {text ? null : (
                  <Badge colorPalette="red" variant="subtle">
                    Not yet
                  </Badge>
                )}
              </Flex>
              <Box px="4" pb="4" pt="1" ps="11">
                {text ? (
                  <Text>{text}</Text>
                ) : (
                  <Text>
                    <b>Not yet.</b> {food.notYet ?? ''} {fromAgeLabel(food)}.
                  </Text>
                )}
              </Box>
            </details>
          </Box>
        );
      })}
    </Stack>
  );
}

function FoodRecipes({ food }: { food: Food }) {
  const { data, isLoading, isError } = useRecipes({ q: food.name });
  const recipes = data?.recipes.slice(0, RECIPES_SHOWN) ?? [];
  const total = data?.total ?? recipes.length;
  const seeAll = `${paths.recipes}?q=${encodeURIComponent(food.name)}`;
  return (
    <Section id="food-recipes" title={`Recipes with ${food.name}`}>
      {isLoading ? (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
          {Array.from({ length: 3 }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </Grid>
      ) : isError || recipes.length === 0 ? (
        <Text color="fg.muted">
          {isError
            ? 'Recipes could not be loaded just now.'
            : `No recipes with ${food.name} in the catalog yet.`}{' '}
          <Link asChild color="brand.fg" fontWeight="600">
            <RouterLink to={paths.recipes}>Browse all recipes</RouterLink>
          </Link>
        </Text>
      ) : (
        <Stack gap="4">
          <Grid
            templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
            gap="5"
            data-testid="food-recipes"
          >
            {recipes.map((r) => (
              <RecipeCard key={r.id} recipe={r} headingLevel="h3" />
            ))}
          </Grid>
          {total > recipes.length && (
            <Link asChild color="brand.fg" fontWeight="600" alignSelf="flex-start">
              <RouterLink to={seeAll}>
                {`See all ${total} recipes with ${food.name}`}
                <ArrowRight size={16} aria-hidden="true" />
              </RouterLink>
            </Link>
          )}
        </Stack>
      )}
    </Section>
  );
}

function FoodView({ food }: { food: Food }) {
  const [params, setParams] = useSearchParams();
  const { months: age, refused } = readAge(params.getAll('age').at(-1)?.trim() || undefined);
  useDocumentTitle(food.name);

  const open = age !== undefined ? stageForAge(age) : firstStage(food);
  const suitable = age === undefined || age >= food.fromMonths;
  const notForUnderFives = food.fromMonths >= MAX_GUIDE_MONTHS;
  // Other names, leaving out the name itself in another number ("Eggs" for Egg).
  const sameName = (n: string) => singularWords(n).join(' ');
  const otherNames = (food.otherNames ?? []).filter(
    (n) => sameName(n) !== sameName(food.name) && sameName(n) !== sameName(food.usName ?? ''),
  );
  const askDoctor = food.allergens.some((a) => ASK_DOCTOR_FIRST.has(a));
  const setAge = useCallback(
    (next: number | undefined) => {
      const p = new URLSearchParams();
      if (next !== undefined) p.set('age', String(next));
      setParams(p, { replace: true, state: KEEP_SCROLL });
    },
    [setParams],
  );
  // The chosen child's age when the address gives none; choosing no age is remembered.
  const childAge = useChildAgeDefault({ screen: 'foods', field: 'guideMonths', current: age, apply: setAge });
  const showAllAges = childAge.showAll;
  const pickAge = (next: number | undefined) => {
    if (next === undefined) showAllAges();
    setAge(next);
  };
  const childName = childAge.showing ? childAge.child?.name : undefined;

  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} as="article">
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack gap="5">
          <Link asChild color="fg.muted" fontWeight="600" fontSize="sm" alignSelf="flex-start">
            <RouterLink to={age === undefined ? paths.foods : `${paths.foods}?age=${age}`}>
              <ArrowLeft size={16} aria-hidden="true" /> All foods
            </RouterLink>
          </Link>
          <HStack gap="4" align="center">
            <Flex
              flexShrink="0"
              boxSize={{ base: '16', md: '20' }}
              borderRadius="full"
              align="center"
              justify="center"
              colorPalette={notForUnderFives ? 'gray' : CATEGORY_PALETTE[food.category]}
              bg="colorPalette.subtle"
              color="colorPalette.fg"
            >
              <FoodIcon food={food} size={36} />
            </Flex>
            <Box minW="0">
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="-0.02em">
                {food.name}
              </Heading>
              <Text color="fg.muted" mt="1" data-testid="food-names">
                {FOOD_CATEGORY_LABELS[food.category]}
                {food.usName && food.usName.toLowerCase() !== food.name.toLowerCase() && (
                  <> · US: {food.usName}</>
                )}
                {otherNames.length > 0 && <> · Also called {listInWords(otherNames)}</>}
              </Text>
            </Box>
          </HStack>
          <Text fontSize={{ base: 'md', md: 'lg' }}>{food.summary}</Text>
          <Box
            borderWidth="1px"
            borderRadius="xl"
            bg={notForUnderFives ? 'red.subtle' : 'brand.subtle'}
            borderColor={notForUnderFives ? 'red.muted' : 'brand.muted'}
            p="4"
          >
            <Text fontSize="lg" fontWeight="700" data-testid="food-from">
              {notForUnderFives
                ? fromAgeLabel(food)
                : `Can be offered from ${fromAgeLabel(food).replace(/^From /, '')}`}
            </Text>
            {food.notYet && (
              <Text mt="1" data-testid="food-not-yet">
                <b>Why not before {startAgeLabel(food.fromMonths)}:</b> {food.notYet}
              </Text>
            )}
            <Box mt="3">
              <FoodBadges food={food} />
            </Box>
          </Box>
        </Stack>

        <Section id="stages" title="Stage by stage">
          <Stack gap="4">
            <AgePicker food={food} age={age} onChange={pickAge} />
            {childAge.showing && childAge.child && (
              <Text color="fg.muted" data-testid="child-age-line">
                Showing{' '}
                <Text as="span" fontWeight="600" color="fg">
                  {childAge.child.name}&apos;s stage ({childAge.child.ageText})
                </Text>{' '}
                ·{' '}
                <Link asChild color="brand.fg" fontWeight="600">
                  <RouterLink to={paths.food(food.slug)} replace state={KEEP_SCROLL} onClick={showAllAges}>
                    Don&apos;t use {childAge.child.name}&apos;s age
                  </RouterLink>
                </Link>
              </Text>
            )}
            {refused && (
              <Alert.Root status="warning" borderRadius="lg" data-testid="age-refused">
                <Alert.Indicator />
                <Alert.Title>
                  SproutPlate&apos;s guidance covers 0 to 5 years. Pick an age from the list.
                </Alert.Title>
              </Alert.Root>
            )}
            {age !== undefined && age < FIRST_FOODS_MONTHS && (
              <Alert.Root status="info" borderRadius="lg">
                <Alert.Indicator />
                <Alert.Title>
                  Solid foods start at around 6 months; until then breast milk or first infant formula is all
                  your baby needs. The stage for around 6 months is open below.
                </Alert.Title>
              </Alert.Root>
            )}
            {age !== undefined && !suitable && (
              <Alert.Root status="warning" borderRadius="lg" data-testid="not-yet-for-age">
                <Alert.Indicator />
                <Alert.Title>
                  Not yet at {ageLabel(age)}.{' '}
                  {notForUnderFives ? 'Not before 5 years.' : fromAgeLabel(food) + '.'}
                </Alert.Title>
              </Alert.Root>
            )}
            <StageGuide food={food} open={open} age={age} childName={childName} />
          </Stack>
        </Section>

        <Section id="choking" title="Choking risk">
          <Stack gap="3">
            <Box>
              <Badge size="lg" variant="surface" colorPalette={CHOKING_PALETTE[food.choking.risk]}>
                {CHOKING_TEXT[food.choking.risk]}
              </Badge>
            </Box>
            <Text>
              <b>How to lower it:</b> {food.choking.howToLower}
            </Text>
          </Stack>
        </Section>

        {food.allergens.length > 0 && (
          <Section
            id="allergens"
            title={`How to introduce ${listInWords(food.allergens.map((a) => ALLERGEN_LABELS[a].toLowerCase()))}`}
          >
            <Stack gap="4">
              {askDoctor && (
                <Alert.Root status="warning" borderRadius="lg" data-testid="allergy-doctor-note">
                  <Alert.Indicator />
                  <Alert.Title>
                    If your baby has severe eczema or a known food allergy, talk to your doctor before
                    introducing allergens.
                  </Alert.Title>
                </Alert.Root>
              )}
              {food.allergenSteps && food.allergenSteps.length > 0 && (
                <List.Root as="ol" gap="2" ps="6" data-testid="allergen-steps">
                  {food.allergenSteps.map((step, i) => (
                    <List.Item key={i}>{step}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          </Section>
        )}

        <Section id="guidance" title="What the guidance says">
          <List.Root gap="3" ps="0" listStyle="none" data-testid="food-rules">
            {food.rules.map((rule, i) => (
              <List.Item key={i} borderStartWidth="3px" borderColor="brand.muted" ps="3">
                <Box>
                  <Text>{rule.text}</Text>
                  <Text fontSize="sm" color="fg.muted" mt="0.5">
                    Source: {FOOD_SOURCE_LABELS[rule.source]}
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        </Section>

        {!notForUnderFives && <FoodRecipes food={food} />}

        <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="6" data-testid="food-disclaimer">
          This guide is general information, not medical advice. If you are unsure, ask your health visitor or
          doctor.
        </Text>
      </Stack>
    </Container>
  );
}

function FoodSkeleton() {
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} aria-busy="true">
      <Skeleton h="5" w="24" mb="5" />
      <HStack gap="4" mb="5">
        <Skeleton boxSize={{ base: '16', md: '20' }} borderRadius="full" flexShrink="0" />
        <Skeleton h="10" w="50%" />
      </HStack>
      <SkeletonText noOfLines={3} mb="6" />
      <Skeleton h="24" borderRadius="xl" />
    </Container>
  );
}

export function FoodDetailPage() {
  const { slug = '' } = useParams();
  const { data, isPending } = useFoodPage(slug);
  // The food's own title, or the not-found one, is set by what renders it.
  useDocumentTitle(data ? undefined : 'First Foods Guide');
  if (data?.food) return <FoodView key={data.food.slug} food={data.food} />;
  if (data) return <FoodNotFound suggestions={data.suggestions} />;
  if (isPending) return <FoodSkeleton />;
  // The guide could not be loaded: offline before the service worker had it, or a failed update.
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py="10">
      <ErrorState>Failed to load the foods guide. Please check your connection and try again.</ErrorState>
    </Container>
  );
}
