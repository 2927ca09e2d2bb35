/**
 * /recipes: search, the age strip, filters (a sidebar on desktop, behind a
 * toggle with Apply Filters on a phone), removable chips, the count line, the
 * grid and pagination. The address holds the state and is kept in sync
 * without adding history entries.
 *
 * The page works as plain HTML before the app hydrates it: the search and the
 * filters are GET forms to /recipes whose fields carry the address's values,
 * the age strip, chips, Clear and the pages are links, and Show Filters is a
 * `<details>`. Once hydrated, the same controls go through the router.
 *
 * With no age in the address, the chosen child's age group is written into it once the page is
 * hydrated (lib/chosen-child-later.ts), with a line saying so; "Show all ages", All ages, the age
 * chip or Clear show every age until a child is chosen again.
 */
import {
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RECIPE_PAGE_SIZE, RECIPE_SKELETONS } from '@shared/constants';
import { AGE_GROUPS, type AgeGroup } from '@shared/enums';
import { pageRange } from '@shared/lib/pagination';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import { BUTTON, BUTTON_TEXT_WIDE } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { PlainInput } from '../../components/plain-input';
import { Pagination } from '../../components/pagination';
import { RecipeCard, RecipeCardSkeleton } from '../../components/recipe-card';
import { TOGGLE_CSS, ToggleLabel } from '../../components/toggle-label';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useCategories, useRecipes } from '../../lib/catalog-queries';
import { useChildAgeDefault } from '../../lib/chosen-child-later';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS, prepLabel } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { FilterPanel } from './filter-panel';
import { hasFilters, parseRecipeParams, recipesHref, toRecipeParams, type FilterKey } from './search-params';

/** The cards in view when a list opens (a row on a wide screen, the first rows on a phone). */
const IN_VIEW_CARDS = 4;

/** The filters the filter panel's selects hold; search text and age have their own controls. */
const PANEL_KEYS = ['type', 'diet', 'diff', 'prep', 'category'] as const satisfies readonly FilterKey[];

/**
 * The panel's filters a parent changed in a form before the app hydrated the page: each select
 * whose value is not the one rendered for `filters` (or, when that is not among its options, the
 * first one, which the browser shows then).
 */
function changedInPanel(form: HTMLFormElement, filters: RecipeFilters): Partial<RecipeFilters> {
  const changed = new URLSearchParams();
  for (const key of PANEL_KEYS) {
    const select = form.elements.namedItem(key);
    if (!(select instanceof HTMLSelectElement)) continue;
    const rendered = filters[key] === undefined ? '' : String(filters[key]);
    const options = [...select.options];
    const shown = options.some((o) => o.value === rendered) ? rendered : (options[0]?.value ?? '');
    if (select.value !== shown) changed.set(key, select.value);
  }
  const read = parseRecipeParams(changed);
  return Object.fromEntries([...changed.keys()].map((key) => [key, read[key as FilterKey]]));
}

/**
 * The filters a form does not show itself, as hidden fields: submitted without the app, the form
 * changes its own filters and keeps the rest, as the app does.
 */
function KeptFilters({ filters, except }: { filters: RecipeFilters; except: readonly FilterKey[] }) {
  const kept = toRecipeParams({ ...filters, page: 1 });
  return [...kept]
    .filter(([key]) => !(except as readonly string[]).includes(key))
    .map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
}

/** A GET form to /recipes: the browser submits it before the page is hydrated, the app after. */
function FilterForm({
  formRef,
  onSubmit,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} method="get" action={paths.recipes} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

export function RecipesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseRecipeParams(params), [params]);
  const { data, isLoading, isError, isPlaceholderData } = useRecipes(filters);
  const categories = useCategories().data ?? [];
  const hydrated = useHydrated();
  const [text, setText] = useState(filters.q ?? '');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [staged, setStaged] = useState<RecipeFilters>(filters);
  const resultsRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLFormElement>(null);
  const sidebarRef = useRef<HTMLFormElement>(null);
  const mobileRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // A hand-typed address with invalid parts is rewritten to what is shown.
  const canonical = toRecipeParams(filters).toString();
  useEffect(() => {
    if (canonical !== params.toString()) setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, params, setParams]);
  useEffect(() => setText(filters.q ?? ''), [filters.q]);

  /** Any filter change goes back to page 1; the address changes without a history entry. */
  const update = useCallback(
    (patch: Partial<RecipeFilters>) =>
      setParams(toRecipeParams({ ...filters, ...patch, page: 1 }), { replace: true }),
    [filters, setParams],
  );
  /** Where a link that changes filters leads: page 1 of the list with the change. */
  const hrefWith = (patch: Partial<RecipeFilters>) => recipesHref({ ...filters, ...patch, page: 1 });

  // The chosen child's age group, once the page is hydrated and the child known: the address takes
  // it when it has no age, and the filter shows it. Asking for all ages is remembered.
  const applyChildAge = useCallback((age: AgeGroup) => update({ age }), [update]);
  const childAge = useChildAgeDefault({
    screen: 'recipes',
    field: 'ageGroup',
    current: filters.age as AgeGroup | undefined,
    apply: applyChildAge,
  });
  const showAllAges = childAge.showAll;

  // What a parent typed, chose or opened in the page the server rendered before the app hydrated
  // it: the fields keep it, and the state follows them, so nothing done in that time is lost.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = searchRef.current ? new FormData(searchRef.current).get('q') : null;
    if (typeof typed === 'string' && typed !== (filters.q ?? '')) setText(typed);
    if (sidebarRef.current) {
      const chosen = changedInPanel(sidebarRef.current, filters);
      if (Object.keys(chosen).length > 0) update(chosen);
    }
    if (detailsRef.current?.open && mobileRef.current) {
      setStaged({ ...filters, ...changedInPanel(mobileRef.current, filters) });
      setMobileOpen(true);
    }
  }, [filters, update]);

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: text.trim() || undefined });
  };
  const applyStaged = (e: FormEvent) => {
    e.preventDefault();
    update({
      type: staged.type,
      diet: staged.diet,
      diff: staged.diff,
      prep: staged.prep,
      category: staged.category,
    });
    setMobileOpen(false);
  };

  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? `Collection ${id}`;
  const chips: { key: FilterKey; label: string }[] = [];
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”` });
  if (filters.age) chips.push({ key: 'age', label: filters.age });
  if (filters.type)
    chips.push({ key: 'type', label: MEAL_TYPE_LABELS[filters.type as keyof typeof MEAL_TYPE_LABELS] });
  if (filters.diet) chips.push({ key: 'diet', label: DIETARY_LABELS[filters.diet] ?? filters.diet });
  if (filters.diff)
    chips.push({ key: 'diff', label: DIFFICULTY_LABELS[filters.diff as keyof typeof DIFFICULTY_LABELS] });
  if (filters.prep !== undefined) chips.push({ key: 'prep', label: prepLabel(filters.prep) });
  if (filters.category !== undefined) chips.push({ key: 'category', label: categoryName(filters.category) });

  const total = data?.total ?? 0;
  const pages = data?.pages ?? 0;
  const { from, to } = pageRange(filters.page, RECIPE_PAGE_SIZE, total);
  // A page number past the last page (a hand-typed or old address): said plainly, with a way back.
  const pastEnd = !isLoading && !isError && total > 0 && filters.page > pages;

  return (
    <>
      <PageHeader
        title="Recipes"
        subtitle="Age-appropriate meals and snacks for babies, toddlers and young children, tested by parents."
      >
        <Box asChild mt="6" maxW="2xl">
          <form ref={searchRef} method="get" action={paths.recipes} role="search" onSubmit={submitSearch}>
            <KeptFilters filters={filters} except={['q']} />
            <HStack gap="2">
              <PlainInput
                type="search"
                name="q"
                aria-label="Search recipes"
                placeholder="Search recipes, ingredients, or nutritional needs..."
                value={text}
                onChange={(e) => setText(e.target.value)}
                size="lg"
                bg="bg.panel"
              />
              <button
                type="submit"
                className={BUTTON}
                data-variant="solid"
                data-size="lg"
                data-palette="brand"
                aria-label="Search"
              >
                <Search />
                <span className={BUTTON_TEXT_WIDE}>Search</span>
              </button>
            </HStack>
          </form>
        </Box>
      </PageHeader>

      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="6">
        <Box
          as="nav"
          aria-label="Age groups"
          overflowX="auto"
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
        >
          <HStack gap="2" pb="2" minW="max-content">
            {[undefined, ...AGE_GROUPS].map((age) => {
              const active = filters.age === age;
              return (
                <RouterLink
                  key={age ?? 'all'}
                  className={BUTTON}
                  data-size="sm"
                  data-variant={active ? 'solid' : 'outline'}
                  data-palette={active ? 'brand' : undefined}
                  data-pill=""
                  to={hrefWith({ age })}
                  replace
                  aria-current={active ? 'true' : undefined}
                  onClick={age === undefined ? showAllAges : undefined}
                >
                  {age ?? 'All ages'}
                </RouterLink>
              );
            })}
          </HStack>
        </Box>
        {childAge.showing && childAge.child && (
          <Text mt="2" color="fg.muted" data-testid="child-age-line">
            Showing recipes for{' '}
            <Text as="span" fontWeight="600" color="fg">
              {childAge.child.name} ({childAge.child.ageText})
            </Text>{' '}
            ·{' '}
            <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="600">
              <RouterLink to={hrefWith({ age: undefined })} replace onClick={showAllAges}>
                Show all ages
              </RouterLink>
            </Link>
          </Text>
        )}

        <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="8" mt="4">
          <Box as="aside" aria-label="Filters" hideBelow="md">
            <Heading as="h2" size="md" mb="4">
              Filters
            </Heading>
            {/* Each choice filters the list at once in the app; before it, Apply Filters submits them. */}
            <FilterForm formRef={sidebarRef} onSubmit={(e) => e.preventDefault()}>
              <KeptFilters filters={filters} except={PANEL_KEYS} />
              <FilterPanel filters={filters} categories={categories} onChange={update} />
              {!hydrated && (
                <Button type="submit" mt="4" w="full" colorPalette="brand">
                  Apply Filters
                </Button>
              )}
            </FilterForm>
          </Box>

          <Box ref={resultsRef} scrollMarginTop="24">
            <Box hideFrom="md" mb="4">
              <Box asChild css={TOGGLE_CSS}>
                <details
                  ref={detailsRef}
                  open={mobileOpen}
                  onToggle={(e) => {
                    const open = e.currentTarget.open;
                    if (open === mobileOpen) return;
                    if (open) setStaged(filters);
                    setMobileOpen(open);
                  }}
                >
                  <Button asChild variant="outline" w="full">
                    <summary>
                      <SlidersHorizontal /> <ToggleLabel closed="Show Filters" open="Hide Filters" />
                    </summary>
                  </Button>
                  <Box id="mobile-filters" mt="3" p="4" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                    <FilterForm formRef={mobileRef} onSubmit={applyStaged}>
                      <KeptFilters filters={filters} except={PANEL_KEYS} />
                      <FilterPanel
                        filters={staged}
                        categories={categories}
                        onChange={(patch) => setStaged((s) => ({ ...s, ...patch }))}
                      />
                      <Button type="submit" mt="4" w="full" colorPalette="brand">
                        Apply Filters
                      </Button>
                    </FilterForm>
                  </Box>
                </details>
              </Box>
            </Box>

            <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4" minH="8">
              <Text fontWeight="600" aria-live="polite" data-testid="recipe-count">
                {isLoading
                  ? 'Loading recipes…'
                  : isError
                    ? ''
                    : total === 0
                      ? 'No recipes found'
                      : pastEnd
                        ? `No recipes on page ${filters.page}`
                        : `Showing ${from} - ${to} of ${total} recipes`}
              </Text>
              {hasFilters(filters) && (
                <Button asChild variant="ghost" size="sm">
                  <RouterLink
                    to={paths.recipes}
                    replace
                    onClick={() => {
                      setText('');
                      showAllAges();
                    }}
                  >
                    Clear
                  </RouterLink>
                </Button>
              )}
            </Flex>
            {chips.length > 0 && (
              <Wrap gap="2" mb="5" aria-label="Active filters">
                {chips.map((chip) => (
                  <Tag.Root
                    key={chip.key}
                    size="lg"
                    variant="subtle"
                    colorPalette="brand"
                    borderRadius="full"
                  >
                    <Tag.Label>{chip.label}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger asChild>
                        <RouterLink
                          to={hrefWith({ [chip.key]: undefined })}
                          replace
                          aria-label={`Remove filter ${chip.label}`}
                          onClick={chip.key === 'age' ? showAllAges : undefined}
                        >
                          <X />
                        </RouterLink>
                      </Tag.CloseTrigger>
                    </Tag.EndElement>
                  </Tag.Root>
                ))}
              </Wrap>
            )}

            {isError ? (
              <ErrorState>Failed to load recipes. Please try again later.</ErrorState>
            ) : (
              <Stack gap="8">
                {!isLoading && total === 0 ? (
                  <EmptyState>
                    No recipes match these filters. Try removing one, or{' '}
                    <Button asChild variant="plain" colorPalette="brand" p="0" h="auto">
                      <RouterLink
                        to={paths.recipes}
                        replace
                        onClick={() => {
                          setText('');
                          showAllAges();
                        }}
                      >
                        clear them all
                      </RouterLink>
                    </Button>
                    .
                  </EmptyState>
                ) : pastEnd ? (
                  <EmptyState>
                    These recipes fill {pages} {pages === 1 ? 'page' : 'pages'}.{' '}
                    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="600">
                      <RouterLink to={recipesHref({ ...filters, page: pages })} replace>
                        Go to the last page
                      </RouterLink>
                    </Link>
                    .
                  </EmptyState>
                ) : (
                  <Grid
                    templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
                    gap="5"
                    opacity={isPlaceholderData ? 0.6 : 1}
                    transition="opacity 0.15s"
                    aria-busy={isLoading || isPlaceholderData}
                  >
                    {isLoading
                      ? Array.from({ length: RECIPE_SKELETONS }, (_, i) => <RecipeCardSkeleton key={i} />)
                      : data?.recipes.map((r, i) => (
                          <RecipeCard key={r.id} recipe={r} headingLevel="h2" priority={i < IN_VIEW_CARDS} />
                        ))}
                  </Grid>
                )}
                {data && (
                  <Pagination
                    page={filters.page}
                    pages={data.pages}
                    href={(page) => recipesHref({ ...filters, page })}
                    replace
                    onChange={() =>
                      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                    }
                    label="Recipe pages"
                  />
                )}
              </Stack>
            )}
          </Box>
        </Grid>
      </Container>
    </>
  );
}
