import { Box, Button, Card, Flex, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AGE_GROUPS, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, PREP_TIMES } from '@shared/enums';
import { SelectField, type SelectOption } from '../../components/select-field';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS } from '../../lib/labels';
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

export function RecipeSearchPanel() {
  const navigate = useNavigate();
  const advancedId = useId();
  const [values, setValues] = useState<RecipeSearchValues>(EMPTY_SEARCH);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const set = (key: keyof RecipeSearchValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(recipeSearchHref(values, advancedOpen));
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
            <form onSubmit={submit} role="search" aria-label="Recipe search">
              <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
                <Input
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
              <Box id={advancedId} hidden={!advancedOpen} borderTopWidth="1px" borderStyle="dashed" pt="5">
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
              <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
                <Button
                  type="button"
                  variant="ghost"
                  colorPalette="brand"
                  size="lg"
                  aria-expanded={advancedOpen}
                  aria-controls={advancedId}
                  onClick={() => setAdvancedOpen((open) => !open)}
                >
                  <SlidersHorizontal aria-hidden="true" />
                  {advancedOpen ? 'Hide Advanced Filters' : 'Advanced Filters'}
                </Button>
                <Button type="submit" colorPalette="brand" size="lg" px="8">
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
