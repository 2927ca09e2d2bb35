/**
 * The food sugar table: every food of the content file with its serving, grams, teaspoons, type and
 * source; searchable, filterable by category and sortable. Wide screens get a real table; phones
 * and tablets get compact cards, so nothing ever scrolls sideways at 360 px.
 */
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  HStack,
  Input,
  InputGroup,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { ChevronDown, ChevronUp, Info, Search, SearchX } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  SUGAR_CATEGORIES,
  SUGAR_FOODS,
  SUGAR_TYPES,
  type SugarCategory,
  type SugarFood,
  type SugarType,
} from '@shared/content/sugar';
import { SelectField } from '../../components/select-field';
import { inPlaceClick } from '../../lib/in-place-click';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/state-message';
import { SugarSection } from './sugar-section';
import {
  filterSugarFoods,
  foodCountText,
  formatGrams,
  formatTeaspoons,
  INITIAL_FOOD_COUNT,
  readSugarTableState,
  SUGAR_SORT_LABELS,
  SUGAR_SORTS,
  sugarTableHref,
  type SugarSort,
  type SugarTableState,
} from './sugar-table';

export const NO_FOODS_MATCH = 'No foods found matching your search criteria.';

const TYPE_PALETTE: Record<SugarType, string> = {
  Added: 'peach',
  Natural: 'brand',
  Mixed: 'yellow',
};

const TYPE_HELP: Record<SugarType, string> = {
  Added: 'sugar put in while making it',
  Natural: 'sugar that is in the food itself',
  Mixed: 'some of both',
};

const CATEGORY_COUNTS = new Map<SugarCategory, number>(
  SUGAR_CATEGORIES.map((c) => [c, SUGAR_FOODS.filter((f) => f.category === c).length]),
);

function TypeBadge({ type }: { type: SugarType }) {
  return (
    <Badge colorPalette={TYPE_PALETTE[type]} variant="subtle" size="md" flexShrink={0}>
      {type}
    </Badge>
  );
}

function FoodNote({ note }: { note: string }) {
  return (
    <Flex gap="1.5" align="flex-start" fontSize="xs" fontWeight="normal" color="fg.muted" mt="1">
      <Box as="span" mt="0.5" flexShrink={0} aria-hidden="true">
        <Info size={12} />
      </Box>
      <Text as="span">{note}</Text>
    </Flex>
  );
}

function FoodCard({ food }: { food: SugarFood }) {
  return (
    <Box
      as="li"
      data-testid="sugar-food"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      px="4"
      py="3"
      listStyleType="none"
    >
      <Flex gap="3" justify="space-between" align="flex-start">
        <Box minW="0">
          <Text fontWeight="700" lineHeight="1.35">
            {food.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {food.serving} · {food.category}
          </Text>
        </Box>
        <Box textAlign="end" flexShrink={0}>
          <Text fontSize="xl" fontWeight="800" lineHeight="1.1" whiteSpace="nowrap">
            {formatGrams(food.sugarGrams)}
          </Text>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {formatTeaspoons(food.teaspoons)}
          </Text>
        </Box>
      </Flex>
      {food.note && <FoodNote note={food.note} />}
      <Flex mt="2" gap="2" align="center" fontSize="xs" color="fg.muted">
        <TypeBadge type={food.type} />
        <Text as="span" minW="0">
          Source: {food.source}
        </Text>
      </Flex>
    </Box>
  );
}

function FoodTable({ foods, captionId }: { foods: readonly SugarFood[]; captionId: string }) {
  return (
    <Table.Root
      size="sm"
      variant="outline"
      stickyHeader
      // The table header sticks below the app's sticky header (4rem high).
      css={{ '--table-sticky-offset': 'var(--chakra-sizes-16)' }}
      aria-label="Sugar per serving of everyday foods"
      aria-describedby={captionId}
      bg="bg.panel"
      borderRadius="xl"
    >
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader scope="col" py="3">
            Food
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Category</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Serving</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Sugar
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Teaspoons
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Source</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {foods.map((food) => (
          <Table.Row key={food.name} data-testid="sugar-food" bg="bg.panel">
            <Table.Cell as="th" scope="row" fontWeight="600" py="3" maxW="64">
              {food.name}
              {food.note && <FoodNote note={food.note} />}
            </Table.Cell>
            <Table.Cell color="fg.muted">{food.category}</Table.Cell>
            <Table.Cell color="fg.muted">{food.serving}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="700" whiteSpace="nowrap" fontSize="md">
              {formatGrams(food.sugarGrams)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatTeaspoons(food.teaspoons)}
            </Table.Cell>
            <Table.Cell>
              <TypeBadge type={food.type} />
            </Table.Cell>
            <Table.Cell color="fg.muted" fontSize="xs" maxW="40">
              {food.source}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

type CategoryChoice = SugarCategory | 'all';

const CATEGORY_OPTIONS: readonly { value: CategoryChoice; label: string }[] = [
  { value: 'all', label: 'All categories' },
  ...SUGAR_CATEGORIES.map((c) => ({ value: c, label: `${c} (${CATEGORY_COUNTS.get(c) ?? 0})` })),
];

const SORT_OPTIONS = SUGAR_SORTS.map((s) => ({ value: s, label: SUGAR_SORT_LABELS[s] }));

/** The table's state as its form holds it (what was typed or chosen before the app hydrated the page). */
function formState(form: HTMLFormElement, showAll: boolean): SugarTableState {
  const fields = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields.append(key, value);
  return { ...readSugarTableState(fields), showAll };
}

/**
 * Before the app hydrates the page, the search is a GET form to the board and Show all, Show fewer
 * and Clear are links: the server renders the table from the address (sugar-table.ts). Once
 * hydrated, the table answers as the parent types and the links act in place, as they always have.
 */
export function FoodSugarTable() {
  const [params] = useSearchParams();
  const [initial] = useState(() => readSugarTableState(params));
  const [query, setQuery] = useState(initial.query);
  const [category, setCategory] = useState<CategoryChoice>(initial.category);
  const [sort, setSort] = useState<SugarSort>(initial.sort);
  const [showAll, setShowAll] = useState(initial.showAll);
  const topRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const state = { query, category, sort, showAll };

  // What was typed or chosen before the app hydrated the page: the fields keep it, the table follows.
  useEffect(() => {
    if (!formRef.current) return;
    const rendered = formState(formRef.current, initial.showAll);
    setQuery(rendered.query);
    setCategory(rendered.category);
    setSort(rendered.sort);
  }, [initial.showAll]);
  const captionId = useId();
  // Typing stays instant on slow phones while the long list re-renders behind it.
  const deferredQuery = useDeferredValue(query);

  const matches = useMemo(
    () =>
      filterSugarFoods(SUGAR_FOODS, {
        query: deferredQuery,
        category: category === 'all' ? undefined : category,
        sort,
      }),
    [deferredQuery, category, sort],
  );
  const visible = showAll ? matches : matches.slice(0, INITIAL_FOOD_COUNT);
  const hidden = matches.length - visible.length;
  const filtered = deferredQuery.trim() !== '' || category !== 'all';

  const clear = () => {
    setQuery('');
    setCategory('all');
  };

  const showFewer = () => {
    setShowAll(false);
    // The list shrinks by thousands of pixels: bring the reader back to its top, not the footer.
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <SugarSection
      id="sugar-table"
      title="How Much Sugar Is in Food?"
      intro={
        <>
          Total sugar in one typical serving of everyday foods and drinks. Search for a food, or pick a
          category. For when and how to offer a food at each age, see the{' '}
          <Link asChild color="brand.fg" fontWeight="600" textDecoration="underline">
            <RouterLink to={paths.foods}>First Foods guide</RouterLink>
          </Link>
          .
        </>
      }
      bg="bg.subtle"
    >
      <Stack gap="5" ref={topRef} scrollMarginTop="20">
        {/* Enter in the search box submits it before the app hydrates the page. */}
        <Grid
          asChild
          templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr' }}
          gap={{ base: '3', md: '4' }}
          alignItems="end"
        >
          <form
            ref={formRef}
            method="get"
            action={`${paths.sugarBoard}#sugar-table`}
            role="search"
            aria-label="Search the sugar table"
            onSubmit={(e) => e.preventDefault()}
          >
            <Field.Root gridColumn={{ base: '1 / -1', md: 'auto' }}>
              <Field.Label>Search foods</Field.Label>
              <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
                <Input
                  type="search"
                  name="q"
                  size="lg"
                  bg="bg.panel"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  placeholder="e.g. juice, yogurt, ketchup"
                  autoComplete="off"
                  enterKeyHint="search"
                />
              </InputGroup>
            </Field.Root>
            <SelectField
              label="Category"
              name="category"
              value={category}
              onChange={setCategory}
              options={CATEGORY_OPTIONS}
            />
            <SelectField label="Sort by" name="sort" value={sort} onChange={setSort} options={SORT_OPTIONS} />
          </form>
        </Grid>

        <Flex
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
          gap="3"
        >
          <Text id={captionId} role="status" fontWeight="600" data-testid="sugar-food-count">
            {foodCountText(visible.length, matches.length, filtered)}
          </Text>
          <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted" aria-label="Sugar types" role="list">
            {SUGAR_TYPES.map((type) => (
              <HStack key={type} gap="1.5" role="listitem">
                <TypeBadge type={type} />
                <Text as="span">{TYPE_HELP[type]}</Text>
              </HStack>
            ))}
          </HStack>
        </Flex>

        {matches.length === 0 ? (
          <Stack gap="4" align="center">
            <Box w="full">
              <EmptyState icon={<SearchX size={32} />}>{NO_FOODS_MATCH}</EmptyState>
            </Box>
            {filtered && (
              <Button asChild variant="outline" bg="bg.panel">
                <a
                  href={sugarTableHref({ ...state, query: '', category: 'all' })}
                  onClick={(e) => {
                    if (!inPlaceClick(e)) return;
                    e.preventDefault();
                    clear();
                  }}
                >
                  Clear search and category
                </a>
              </Button>
            )}
          </Stack>
        ) : (
          <>
            <Box hideBelow="lg">
              <FoodTable foods={visible} captionId={captionId} />
            </Box>
            <SimpleGrid
              as="ul"
              hideFrom="lg"
              columns={{ base: 1, md: 2 }}
              gap="3"
              aria-describedby={captionId}
            >
              {visible.map((food) => (
                <FoodCard key={food.name} food={food} />
              ))}
            </SimpleGrid>
          </>
        )}

        {hidden > 0 && (
          <Button asChild alignSelf="center" variant="outline" colorPalette="brand" bg="bg.panel" size="lg">
            <a
              href={sugarTableHref({ ...state, showAll: true })}
              onClick={(e) => {
                if (!inPlaceClick(e)) return;
                e.preventDefault();
                setShowAll(true);
              }}
            >
              <ChevronDown aria-hidden="true" />
              Show all {matches.length} foods
            </a>
          </Button>
        )}
        {showAll && matches.length > INITIAL_FOOD_COUNT && (
          <Button asChild alignSelf="center" variant="ghost" colorPalette="brand" size="lg">
            <a
              href={sugarTableHref({ ...state, showAll: false })}
              onClick={(e) => {
                if (!inPlaceClick(e)) return;
                e.preventDefault();
                showFewer();
              }}
            >
              <ChevronUp aria-hidden="true" />
              Show fewer foods
            </a>
          </Button>
        )}
      </Stack>
    </SugarSection>
  );
}
