import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AGE_GROUPS, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, PREP_TIMES } from '@shared/enums';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS } from '../../lib/labels';
import { ANY, EMPTY_SEARCH, recipeSearchHref, type RecipeSearchValues } from './search-query';
import { HomeSection, SectionHeading } from './section';

interface Option {
  value: string;
  label: string;
}

const AGE_OPTIONS: Option[] = AGE_GROUPS.map((a) => ({ value: a, label: a }));
const MEAL_OPTIONS: Option[] = MEAL_TYPES.map((t) => ({ value: t, label: MEAL_TYPE_LABELS[t] }));
const DIET_OPTIONS: Option[] = DIETARY_RESTRICTIONS.map((d) => ({ value: d, label: DIETARY_LABELS[d] ?? d }));
const PREP_OPTIONS: Option[] = PREP_TIMES.map((p) => ({
  value: String(p),
  // 60 is the open-ended top choice: it means 'any length', so it reads as such.
  label: p === 60 ? '60+ minutes' : `${p} minutes`,
}));
const DIFF_OPTIONS: Option[] = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));

function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  name: keyof RecipeSearchValues;
  value: string;
  anyLabel: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontWeight="600">{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          bg="bg"
        >
          <option value={ANY}>{anyLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

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
                <FilterSelect
                  label="Age Range"
                  name="age"
                  value={values.age}
                  anyLabel="Any age"
                  options={AGE_OPTIONS}
                  onChange={set('age')}
                />
                <FilterSelect
                  label="Meal Type"
                  name="type"
                  value={values.type}
                  anyLabel="Any meal type"
                  options={MEAL_OPTIONS}
                  onChange={set('type')}
                />
                <FilterSelect
                  label="Dietary Needs"
                  name="diet"
                  value={values.diet}
                  anyLabel="Any dietary needs"
                  options={DIET_OPTIONS}
                  onChange={set('diet')}
                />
              </SimpleGrid>
              <Box id={advancedId} hidden={!advancedOpen} borderTopWidth="1px" borderStyle="dashed" pt="5">
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <FilterSelect
                    label="Max Preparation Time"
                    name="prep"
                    value={values.prep}
                    anyLabel="Any time"
                    options={PREP_OPTIONS}
                    onChange={set('prep')}
                  />
                  <FilterSelect
                    label="Difficulty Level"
                    name="diff"
                    value={values.diff}
                    anyLabel="Any difficulty"
                    options={DIFF_OPTIONS}
                    onChange={set('diff')}
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
