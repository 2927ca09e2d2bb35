import { Box, Button, Card, Flex, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AGE_GROUPS, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, PREP_TIMES } from '@shared/enums';
import { PlainInput } from '../../components/plain-input';
import { SelectField, type SelectOption } from '../../components/select-field';
import { TOGGLE_CSS, ToggleLabel } from '../../components/toggle-label';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { ANY, EMPTY_SEARCH, recipeSearchHref, type RecipeSearchValues } from './search-query';
import { HomeSection, SectionHeading } from './section';

type Option = SelectOption;

const AGE_OPTIONS: Option[] = AGE_GROUPS.map((a) => ({ value: a, label: a }));
const MEAL_OPTIONS: Option[] = MEAL_TYPES.map((t) => ({ value: t, label: MEAL_TYPE_LABELS[t] }));
const DIET_OPTIONS: Option[] = DIETARY_RESTRICTIONS.map((d) => ({ value: d, label: DIETARY_LABELS[d] ?? d }));
const PREP_OPTIONS: Option[] = PREP_TIMES.map((p) => ({
  value: String(p),
  // 60 is the open-ended top choice: it means 'any length', so it reads as such.
  label: p === 60 ? '60+ minutes' : `${p} minutes`,
}));
const DIFF_OPTIONS: Option[] = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));

/** The panel's values as its form holds them (what was chosen before the app hydrated the page). */
function formValues(form: HTMLFormElement): RecipeSearchValues {
  const data = new FormData(form);
  const read = (key: keyof RecipeSearchValues) => {
    const value = data.get(key);
    return typeof value === 'string' ? value : EMPTY_SEARCH[key];
  };
  return {
    q: read('q'),
    age: read('age'),
    type: read('type'),
    diet: read('diet'),
    prep: read('prep'),
    diff: read('diff'),
  };
}

/**
 * A GET form to /recipes whose fields are named as its parameters, with the advanced pair in a
 * `<details>`: it works as plain HTML before the app hydrates the page (the list drops the 'any'
 * values it then receives). Once hydrated, submitting goes through the router with only the
 * values set, and the advanced pair only while it is open.
 */
export function RecipeSearchPanel() {
  const navigate = useNavigate();
  const advancedId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [values, setValues] = useState<RecipeSearchValues>(EMPTY_SEARCH);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const set = (key: keyof RecipeSearchValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  // What was typed, chosen or opened before the app hydrated the page: the fields keep it, and
  // the state follows them.
  useEffect(() => {
    if (formRef.current) setValues(formValues(formRef.current));
    if (detailsRef.current?.open) setAdvancedOpen(true);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(recipeSearchHref(values, advancedOpen));
  };

  return (
    <HomeSection id="recipe-search">
      <SectionHeading
        id="recipe-search"
        title="Find the Perfect Recipe"
        subtitle="Search by ingredient, age and meal, or narrow it down to what your family can eat."
      />
      <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" boxShadow="sm">
        <Card.Body p={{ base: '4', md: '8' }}>
          <Stack asChild gap="5">
            <form
              ref={formRef}
              method="get"
              action={paths.recipes}
              onSubmit={submit}
              role="search"
              aria-label="Recipe search"
            >
              <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
                <PlainInput
                  name="q"
                  type="search"
                  size="lg"
                  value={values.q}
                  onChange={(e) => set('q')(e.currentTarget.value)}
                  placeholder="Search recipes, ingredients, or nutritional needs..."
                  aria-label="Search recipes"
                  enterKeyHint="search"
                  bg="bg"
                />
              </InputGroup>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <SelectField
                  label="Age Range"
                  name="age"
                  value={values.age}
                  options={[{ value: ANY, label: 'Any age' }, ...AGE_OPTIONS]}
                  onChange={set('age')}
                  bg="bg"
                />
                <SelectField
                  label="Meal Type"
                  name="type"
                  value={values.type}
                  options={[{ value: ANY, label: 'Any meal type' }, ...MEAL_OPTIONS]}
                  onChange={set('type')}
                  bg="bg"
                />
                <SelectField
                  label="Dietary Needs"
                  name="diet"
                  value={values.diet}
                  options={[{ value: ANY, label: 'Any dietary needs' }, ...DIET_OPTIONS]}
                  onChange={set('diet')}
                  bg="bg"
                />
              </SimpleGrid>
              {/* Closed, the advanced pair takes no room at all (not only unrendered), as `hidden` did. */}
              <Box asChild css={{ ...TOGGLE_CSS, '&:not([open]) > [data-advanced]': { display: 'none' } }}>
                <details
                  ref={detailsRef}
                  open={advancedOpen}
                  onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}
                >
                  <Button asChild variant="ghost" colorPalette="brand" size="lg">
                    <summary aria-controls={advancedId}>
                      <SlidersHorizontal aria-hidden="true" />
                      <ToggleLabel closed="Advanced Filters" open="Hide Advanced Filters" />
                    </summary>
                  </Button>
                  <Box
                    id={advancedId}
                    data-advanced=""
                    mt="3"
                    borderTopWidth="1px"
                    borderStyle="dashed"
                    pt="5"
                  >
                    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                      <SelectField
                        label="Max Preparation Time"
                        name="prep"
                        value={values.prep}
                        options={[{ value: ANY, label: 'Any time' }, ...PREP_OPTIONS]}
                        onChange={set('prep')}
                        bg="bg"
                      />
                      <SelectField
                        label="Difficulty Level"
                        name="diff"
                        value={values.diff}
                        options={[{ value: ANY, label: 'Any difficulty' }, ...DIFF_OPTIONS]}
                        onChange={set('diff')}
                        bg="bg"
                      />
                    </SimpleGrid>
                  </Box>
                </details>
              </Box>
              <Flex justify="flex-end">
                <Button type="submit" colorPalette="brand" size="lg" px="8" w={{ base: 'full', sm: 'auto' }}>
                  <Search aria-hidden="true" /> Search Recipes
                </Button>
              </Flex>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </HomeSection>
  );
}
