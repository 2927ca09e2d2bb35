/**
 * /recipes: search, the age strip, filters (a sidebar on desktop, behind a
 * toggle with Apply Filters on a phone), removable chips, the count line, the
 * grid and pagination. The address holds the state and is kept in sync
 * without adding history entries.
 */
import {
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RECIPE_PAGE_SIZE, RECIPE_SKELETONS } from '@shared/constants';
import { AGE_GROUPS } from '@shared/enums';
import { pageRange } from '@shared/lib/pagination';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import { InTurn } from '../../components/in-turn';
import { PageHeader } from '../../components/page-header';
import { PlainInput } from '../../components/plain-input';
import { Pagination } from '../../components/pagination';
import { RecipeCard, RecipeCardSkeleton } from '../../components/recipe-card';
import { takenOverLater } from '../../components/taken-over-later';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useCategories, useRecipes } from '../../lib/catalog-queries';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS, prepLabel } from '../../lib/labels';
import { hasFilters, parseRecipeParams, toRecipeParams, type FilterKey } from './search-params';

/**
 * The filters' selects, drawn with the page and taken over after the first screen: on a phone
 * they are hidden behind Show Filters, and the list opens without their code.
 */
const FilterPanel = takenOverLater(() => import('./filter-panel').then((m) => m.FilterPanel));
export const drawFilterPanelWith = FilterPanel.drawWith;

/** Room for the five selects while their code loads, on a screen the browser draws alone. */
const FILTERS_LOADING = <Box aria-busy="true" minH="22rem" />;

/** The cards in view when a list opens (a row on a wide screen, the first rows on a phone). */
const IN_VIEW_CARDS = 4;

export function RecipesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseRecipeParams(params), [params]);
  const { data, isLoading, isError, isPlaceholderData } = useRecipes(filters);
  const categories = useCategories().data ?? [];
  const [text, setText] = useState(filters.q ?? '');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [staged, setStaged] = useState<RecipeFilters>(filters);
  const resultsRef = useRef<HTMLDivElement>(null);

  // A hand-typed address with invalid parts is rewritten to what is shown.
  const canonical = toRecipeParams(filters).toString();
  useEffect(() => {
    if (canonical !== params.toString()) setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, params, setParams]);
  useEffect(() => setText(filters.q ?? ''), [filters.q]);

  /** Any filter change goes back to page 1; the address changes without a history entry. */
  const update = (patch: Partial<RecipeFilters>) =>
    setParams(toRecipeParams({ ...filters, ...patch, page: 1 }), { replace: true });
  const goToPage = (page: number) => {
    setParams(toRecipeParams({ ...filters, page }), { replace: true });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const clearAll = () => {
    setText('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: text.trim() || undefined });
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
  const { from, to } = pageRange(filters.page, RECIPE_PAGE_SIZE, total);

  return (
    <>
      <PageHeader
        title="Recipes"
        subtitle="Age-appropriate meals and snacks for babies, toddlers and young children, tested by parents."
      >
        <Box as="form" role="search" onSubmit={submitSearch} mt="6" maxW="2xl">
          <HStack gap="2">
            <PlainInput
              type="search"
              aria-label="Search recipes"
              placeholder="Search recipes, ingredients, or nutritional needs..."
              value={text}
              onChange={(e) => setText(e.target.value)}
              size="lg"
              bg="bg.panel"
            />
            <Button type="submit" colorPalette="brand" size="lg" aria-label="Search">
              <Search />
              <Box as="span" hideBelow="sm">
                Search
              </Box>
            </Button>
          </HStack>
        </Box>
      </PageHeader>

      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="6">
        <InTurn>
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
                  <Button
                    key={age ?? 'all'}
                    size="sm"
                    borderRadius="full"
                    variant={active ? 'solid' : 'outline'}
                    colorPalette={active ? 'brand' : undefined}
                    aria-pressed={active}
                    onClick={() => update({ age })}
                  >
                    {age ?? 'All ages'}
                  </Button>
                );
              })}
            </HStack>
          </Box>

          <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="8" mt="4">
            <InTurn>
              <Box as="aside" aria-label="Filters" hideBelow="md">
                <Heading as="h2" size="md" mb="4">
                  Filters
                </Heading>
                <FilterPanel
                  filters={filters}
                  categories={categories}
                  onChange={update}
                  fallback={FILTERS_LOADING}
                />
              </Box>

              <Box ref={resultsRef} scrollMarginTop="24">
                <Box hideFrom="md" mb="4">
                  <Button
                    variant="outline"
                    w="full"
                    aria-expanded={mobileOpen}
                    aria-controls="mobile-filters"
                    onClick={() => {
                      setStaged(filters);
                      setMobileOpen((v) => !v);
                    }}
                  >
                    <SlidersHorizontal /> {mobileOpen ? 'Hide Filters' : 'Show Filters'}
                  </Button>
                  {mobileOpen && (
                    <Box id="mobile-filters" mt="3" p="4" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                      <FilterPanel
                        filters={staged}
                        categories={categories}
                        onChange={(patch) => setStaged((s) => ({ ...s, ...patch }))}
                        fallback={FILTERS_LOADING}
                      />
                      <Button
                        mt="4"
                        w="full"
                        colorPalette="brand"
                        onClick={() => {
                          update({
                            type: staged.type,
                            diet: staged.diet,
                            diff: staged.diff,
                            prep: staged.prep,
                            category: staged.category,
                          });
                          setMobileOpen(false);
                        }}
                      >
                        Apply Filters
                      </Button>
                    </Box>
                  )}
                </Box>

                <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4" minH="8">
                  <Text fontWeight="600" aria-live="polite" data-testid="recipe-count">
                    {isLoading
                      ? 'Loading recipes…'
                      : isError
                        ? ''
                        : total === 0
                          ? 'No recipes found'
                          : `Showing ${from} - ${to} of ${total} recipes`}
                  </Text>
                  {hasFilters(filters) && (
                    <Button variant="ghost" size="sm" onClick={clearAll}>
                      Clear
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
                          <Tag.CloseTrigger
                            aria-label={`Remove filter ${chip.label}`}
                            onClick={() => update({ [chip.key]: undefined })}
                          >
                            <X />
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
                        <Button variant="plain" colorPalette="brand" p="0" h="auto" onClick={clearAll}>
                          clear them all
                        </Button>
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
                              <RecipeCard
                                key={r.id}
                                recipe={r}
                                headingLevel="h2"
                                priority={i < IN_VIEW_CARDS}
                              />
                            ))}
                      </Grid>
                    )}
                    {data && (
                      <Pagination
                        page={filters.page}
                        pages={data.pages}
                        onChange={goToPage}
                        label="Recipe pages"
                      />
                    )}
                  </Stack>
                )}
              </Box>
            </InTurn>
          </Grid>
        </InTurn>
      </Container>
    </>
  );
}
