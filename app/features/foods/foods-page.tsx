/**
 * /foods: the First Foods guide's index. A search with type-ahead, filters by food group and
 * allergen, and "safe at my child's age", all in one GET form whose fields carry their values, so
 * the page the server drew works before its code arrives; the app then answers as the parent
 * types, keeping the address (`?q=&category=&allergen=&age=`) in step. The guide ships with the
 * app, so the search answers the same online and offline (shared/lib/food-search.ts).
 *
 * With no age in the address (nor one stated in the search), the chosen child's age is written
 * into it once the page is hydrated (lib/chosen-child-later.ts), with a line saying so; "Show all
 * ages", Any age or clearing the filters show every age until a child is chosen again.
 */
import { Alert, Box, Button, Container, Flex, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Search, SearchX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FOOD_ENTRIES } from '@shared/content/foods/entries';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  FOOD_CATEGORIES,
  FOOD_CATEGORY_LABELS,
  type Allergen,
  type FoodCategory,
} from '@shared/content/foods/types';
import { searchFoods } from '@shared/lib/food-search';
import { words } from '@shared/lib/language';
import { afterFirstScreen } from '../../boot/after-first-screen';
import { PageHeader } from '../../components/page-header';
import { PlainInput } from '../../components/plain-input';
import { SelectField } from '../../components/select-field';
import { EmptyState } from '../../components/state-message';
import { useChildAgeDefault } from '../../lib/chosen-child-later';
import { paths } from '../../lib/paths';
import { FoodCard } from './food-card';
import { loadFoodGuide } from './food-guide';
import {
  ageInQuery,
  ageLabel,
  ageOptions,
  FIRST_FOODS_MONTHS,
  hasFoodFilters,
  MAX_QUERY_LENGTH,
  parseFoodParams,
  toFoodParams,
  type FoodFilters,
} from './food-params';
import { KEEP_SCROLL } from '../../components/scroll-restoration';

// The list shows and searches the foods' entries, not the whole guide; the guide comes once the
// app has the page, so a food opened from the list renders at once (food-guide.ts).
void afterFirstScreen()
  .then(loadFoodGuide)
  .catch(() => undefined); // a food's page loads it again, and says so if it cannot

/** How long typing pauses before the results and the address follow it. */
const TYPE_AHEAD_MS = 150;

const CATEGORY_OPTIONS: { value: FoodCategory | ''; label: string }[] = [
  { value: '', label: 'All groups' },
  ...FOOD_CATEGORIES.map((c) => ({ value: c, label: FOOD_CATEGORY_LABELS[c] })),
];

const ALLERGEN_OPTIONS: { value: Allergen | ''; label: string }[] = [
  { value: '', label: 'Any or none' },
  ...ALLERGENS.map((a) => ({ value: a, label: ALLERGEN_LABELS[a] })),
];

const GRID_COLUMNS = { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' };

/** True for a search with no letter or digit in it ("!!!", emoji): it finds nothing. */
const nothingToSearch = (q: string | undefined) => q !== undefined && words(q).length === 0;

export function FoodsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFoodParams(params), [params]);
  const [text, setText] = useState(filters.q ?? '');
  /**
   * The searches the box has written to the address and the router has not rendered yet, oldest
   * first. A navigation renders a moment after it is asked for; on a busy phone the parent has
   * typed on by then, and the box must not go back to what the address held ("bro" -> "b").
   */
  const written = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address changed from elsewhere (Back, Clear, a link): the box follows it. One of the box's
  // own writes arriving is not a change from elsewhere.
  useEffect(() => {
    const q = filters.q ?? '';
    const own = written.current.indexOf(q);
    if (own >= 0) {
      written.current = written.current.slice(own + 1);
      return;
    }
    written.current = [];
    clearTimeout(timer.current);
    setText(q);
  }, [filters.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * A change of the form: the address is rewritten in place (no history entry, no scroll). It
   * starts from the address as it is now, not as this render saw it: the router renders a
   * navigation a moment later, and a search typed meanwhile must not bring back a filter just
   * removed.
   */
  const update = useCallback(
    (patch: Partial<FoodFilters>) => {
      const current = parseFoodParams(new URLSearchParams(window.location.search));
      setParams(toFoodParams({ ...current, ...patch }), { replace: true, state: KEEP_SCROLL });
    },
    [setParams],
  );
  const writeQuery = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const q = value.trim().slice(0, MAX_QUERY_LENGTH);
      written.current.push(q);
      update({ q: q || undefined });
    },
    [update],
  );
  // What a parent typed or chose in the page the server drew before its code arrived: the rendered
  // fields keep it when React takes the page over, so the results and the address follow it.
  const formRef = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !formRef.current) return;
    adopted.current = true;
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(formRef.current)) {
      if (typeof value === 'string') fields.append(key, value);
    }
    const rendered = parseFoodParams(fields);
    if (toFoodParams(rendered).toString() === toFoodParams(filters).toString()) return;
    written.current.push(rendered.q ?? '');
    setText(fields.get('q') ?? '');
    update(rendered);
  }, [filters, update]);

  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => writeQuery(value), TYPE_AHEAD_MS);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    writeQuery(text);
  };

  // "eggs 9 months" with no age picked: the age picks the foods, the rest is searched.
  const stated = filters.age === undefined ? ageInQuery(filters.q) : { q: filters.q };
  const age = filters.age ?? stated.age;

  // The chosen child's age, once known, when the address and the search give none.
  const applyChildAge = useCallback((months: number) => update({ age: months }), [update]);
  const childAge = useChildAgeDefault({
    screen: 'foods',
    field: 'guideMonths',
    current: age,
    apply: applyChildAge,
  });
  const showAllAges = childAge.showAll;
  const withoutAge = toFoodParams({ ...filters, age: undefined }).toString();
  const withoutAgeHref = withoutAge ? `${paths.foods}?${withoutAge}` : paths.foods;
  const q = stated.q;
  const beforeSolids = age !== undefined && age < FIRST_FOODS_MONTHS;
  const { results, notYet, notYetFirst } = useMemo(() => {
    if (nothingToSearch(q)) return { results: [], notYet: [], notYetFirst: false };
    const query = { q, category: filters.category, allergen: filters.allergen };
    const found = searchFoods(FOOD_ENTRIES, {
      ...query,
      age: age === undefined ? undefined : Math.max(age, FIRST_FOODS_MONTHS),
    });
    // A search for a food the child is too young for says so, instead of finding nothing; when
    // that food is the best match ("honey" at 9 months), it comes first.
    const shown = new Set(found.map((f) => f.slug));
    const all = q && age !== undefined ? searchFoods(FOOD_ENTRIES, query) : [];
    const later = all.filter((f) => !shown.has(f.slug));
    return { results: found, notYet: later, notYetFirst: later.length > 0 && later[0] === all[0] };
  }, [q, filters.category, filters.allergen, age]);

  const filtered = hasFoodFilters(filters) || filters.ageRefused;
  const countText =
    results.length === 0
      ? notYet.length > 0 && age !== undefined
        ? `No matching foods you can offer at ${ageLabel(age)} yet`
        : 'No foods match'
      : `${results.length} ${results.length === 1 ? 'food' : 'foods'}` +
        (age === undefined ? '' : ` you can offer at ${ageLabel(Math.max(age, FIRST_FOODS_MONTHS))}`);

  const notYetSection = notYet.length > 0 && age !== undefined && (
    <Box as="section" aria-labelledby="not-yet-heading" mt="4">
      <Text as="h2" id="not-yet-heading" fontSize="lg" fontWeight="700" mb="1">
        Not yet at {ageLabel(age)}
      </Text>
      <Text color="fg.muted" mb="3">
        These match your search but wait until your child is older. Open one to see why and when.
      </Text>
      <Grid templateColumns={GRID_COLUMNS} gap="3" data-testid="food-not-yet">
        {notYet.map((food) => (
          <FoodCard key={food.slug} food={food} age={age} headingLevel="h3" />
        ))}
      </Grid>
    </Box>
  );

  return (
    <>
      <PageHeader
        title="First Foods Guide"
        subtitle="Can my baby have…? Find any food by age: when to start, how to serve it safely at each stage, and what to watch for."
      >
        <Box asChild mt="6" maxW="4xl">
          <form
            ref={formRef}
            method="get"
            action={paths.foods}
            role="search"
            aria-label="Foods guide"
            onSubmit={onSubmit}
          >
            <Stack gap="4">
              <HStack gap="2" align="flex-end">
                <Box flex="1">
                  <Text asChild display="block" fontWeight="600" mb="1.5">
                    <label htmlFor="foods-q">Search foods</label>
                  </Text>
                  <PlainInput
                    id="foods-q"
                    type="search"
                    name="q"
                    placeholder="e.g. egg, broccoli, peanut butter"
                    value={text}
                    maxLength={MAX_QUERY_LENGTH}
                    onChange={(e) => onType(e.target.value)}
                    autoComplete="off"
                    enterKeyHint="search"
                    size="lg"
                    bg="bg.panel"
                  />
                </Box>
                <Button type="submit" colorPalette="brand" size="lg" aria-label="Search">
                  <Search />
                  <Box as="span" hideBelow="sm">
                    Search
                  </Box>
                </Button>
              </HStack>
              <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }} gap="3">
                <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
                  <SelectField
                    label="Safe at my child's age"
                    name="age"
                    value={filters.age === undefined ? '' : String(filters.age)}
                    onChange={(v) => {
                      if (v === '') showAllAges();
                      update({ age: v === '' ? undefined : Number(v) });
                    }}
                    options={[{ value: '', label: 'Any age' }, ...ageOptions(filters.age)]}
                  />
                </Box>
                <SelectField
                  label="Food group"
                  name="category"
                  value={filters.category ?? ''}
                  onChange={(v) => update({ category: v || undefined })}
                  options={CATEGORY_OPTIONS}
                />
                <SelectField
                  label="Allergen"
                  name="allergen"
                  value={filters.allergen ?? ''}
                  onChange={(v) => update({ allergen: v || undefined })}
                  options={ALLERGEN_OPTIONS}
                />
              </Grid>
            </Stack>
          </form>
        </Box>
      </PageHeader>

      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="6">
        <Stack gap="4">
          {filters.ageRefused && (
            <Alert.Root status="warning" borderRadius="lg" data-testid="age-refused">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>SproutPlate&apos;s guidance covers 0 to 5 years.</Alert.Title>
                <Alert.Description>
                  That age can&apos;t be used, so every food is shown. Pick your child&apos;s age above to see
                  what is safe for them.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {beforeSolids && (
            <Alert.Root status="info" borderRadius="lg" data-testid="before-solids">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Solid foods start at around 6 months.</Alert.Title>
                <Alert.Description>
                  Until then, breast milk or first infant formula is all your baby needs. These are the foods
                  you can offer from around 6 months.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {stated.age !== undefined && (
            <Text color="fg.muted" data-testid="age-from-search">
              Showing foods for {ageLabel(stated.age)}, the age in your search.
            </Text>
          )}
          {childAge.showing && childAge.child && stated.age === undefined && (
            <Text color="fg.muted" data-testid="child-age-line">
              Showing foods for{' '}
              <Text as="span" fontWeight="600" color="fg">
                {childAge.child.name} ({childAge.child.ageText})
              </Text>{' '}
              ·{' '}
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={withoutAgeHref} replace state={KEEP_SCROLL} onClick={showAllAges}>
                  Show all ages
                </RouterLink>
              </Link>
            </Text>
          )}

          {notYetFirst && notYetSection}

          <Flex justify="space-between" align="center" gap="3" wrap="wrap" minH="8">
            <Text fontWeight="600" aria-live="polite" data-testid="food-count">
              {countText}
            </Text>
            {filtered && (
              <Link asChild color="brand.fg" fontWeight="600" fontSize="sm">
                <RouterLink to={paths.foods} onClick={showAllAges}>
                  Clear search and filters
                </RouterLink>
              </Link>
            )}
          </Flex>

          {results.length === 0 && notYet.length > 0 ? null : results.length === 0 ? (
            <EmptyState icon={<SearchX size={32} />}>
              No foods match
              {q && !nothingToSearch(q) ? ` “${q}”` : ''}
              {filters.category || filters.allergen || age !== undefined ? ' with these filters' : ''}. Try
              another name or fewer filters, or{' '}
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={paths.foods} onClick={showAllAges}>
                  clear the search and filters
                </RouterLink>
              </Link>
              .
            </EmptyState>
          ) : (
            <Grid templateColumns={GRID_COLUMNS} gap="3" data-testid="food-results">
              {results.map((food) => (
                <FoodCard key={food.slug} food={food} age={age} />
              ))}
            </Grid>
          )}

          {!notYetFirst && notYetSection}
        </Stack>
      </Container>
    </>
  );
}
