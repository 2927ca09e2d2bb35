/**
 * The food sugar table: every food of the content file with its serving, grams, teaspoons, type and
 * source; searchable, filterable by category and sortable. Wide screens get a real table; phones
 * and tablets get compact cards, so nothing ever scrolls sideways at 360 px.
 */
import { Box, Button, Flex, Grid, HStack, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
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
import { PlainInput } from '../../components/plain-input';
import { SelectField } from '../../components/select-field';
import { inPlaceClick } from '../../lib/in-place-click';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/state-message';
import { SugarSection } from './sugar-section';
import { SUGAR_TABLE } from './sugar-table-styles';
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
    <span className={SUGAR_TABLE.badge} data-palette={TYPE_PALETTE[type]}>
      {type}
    </span>
  );
}

function FoodNote({ note }: { note: string }) {
  return (
    <div className={SUGAR_TABLE.note}>
      <span className={SUGAR_TABLE.noteIcon} aria-hidden="true">
        <Info size={12} />
      </span>
      <span>{note}</span>
    </div>
  );
}

function FoodCard({ food }: { food: SugarFood }) {
  return (
    <li data-testid="sugar-food" className={SUGAR_TABLE.card}>
      <div className={SUGAR_TABLE.cardTop}>
        <div className={SUGAR_TABLE.cardText}>
          <p className={SUGAR_TABLE.cardName}>{food.name}</p>
          <p className={SUGAR_TABLE.cardServing}>
            {food.serving} · {food.category}
          </p>
        </div>
        <div className={SUGAR_TABLE.cardAmount}>
          <p className={SUGAR_TABLE.cardGrams}>{formatGrams(food.sugarGrams)}</p>
          <p className={SUGAR_TABLE.cardSpoons}>{formatTeaspoons(food.teaspoons)}</p>
        </div>
      </div>
      {food.note && <FoodNote note={food.note} />}
      <div className={SUGAR_TABLE.cardFoot}>
        <TypeBadge type={food.type} />
        <span className={SUGAR_TABLE.cardText}>Source: {food.source}</span>
      </div>
    </li>
  );
}

const T = SUGAR_TABLE;

function FoodTable({ foods, captionId }: { foods: readonly SugarFood[]; captionId: string }) {
  return (
    <table className={T.table} aria-label="Sugar per serving of everyday foods" aria-describedby={captionId}>
      <thead className={T.header}>
        <tr className={T.headRow}>
          <th scope="col" className={`${T.column} ${T.name}`}>
            Food
          </th>
          <th scope="col" className={T.column}>
            Category
          </th>
          <th scope="col" className={T.column}>
            Serving
          </th>
          <th scope="col" className={`${T.column} ${T.number}`}>
            Sugar
          </th>
          <th scope="col" className={`${T.column} ${T.number}`}>
            Teaspoons
          </th>
          <th scope="col" className={T.column}>
            Type
          </th>
          <th scope="col" className={T.column}>
            Source
          </th>
        </tr>
      </thead>
      <tbody>
        {foods.map((food) => (
          <tr key={food.name} data-testid="sugar-food" className={T.row}>
            <th scope="row" className={`${T.cell} ${T.name}`}>
              {food.name}
              {food.note && <FoodNote note={food.note} />}
            </th>
            <td className={`${T.cell} ${T.muted}`}>{food.category}</td>
            <td className={`${T.cell} ${T.muted}`}>{food.serving}</td>
            <td className={`${T.cell} ${T.number} ${T.grams}`}>{formatGrams(food.sugarGrams)}</td>
            <td className={`${T.cell} ${T.number}`}>{formatTeaspoons(food.teaspoons)}</td>
            <td className={T.cell}>
              <TypeBadge type={food.type} />
            </td>
            <td className={`${T.cell} ${T.source}`}>{food.source}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
  const searchId = useId();
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
            <div className={SUGAR_TABLE.search}>
              <label className={SUGAR_TABLE.searchLabel} htmlFor={searchId}>
                Search foods
              </label>
              <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
                <PlainInput
                  id={searchId}
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
            </div>
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
            <div className={SUGAR_TABLE.wide}>
              <FoodTable foods={visible} captionId={captionId} />
            </div>
            <ul className={SUGAR_TABLE.cards} aria-describedby={captionId}>
              {visible.map((food) => (
                <FoodCard key={food.name} food={food} />
              ))}
            </ul>
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
