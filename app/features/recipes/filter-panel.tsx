import { Stack } from '@chakra-ui/react';
import { DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, PREP_TIMES } from '@shared/enums';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import type { Category } from '@shared/schemas/catalog';
import { SelectField } from '../../components/select-field';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS, prepLabel } from '../../lib/labels';

/**
 * The filters other than search text and age (which have their own controls). Each select is
 * named as its /recipes parameter, so the form around it works as a plain GET form before the app
 * hydrates the page.
 */
export function FilterPanel({
  filters,
  categories,
  onChange,
}: {
  filters: RecipeFilters;
  categories: readonly Category[];
  onChange: (patch: Partial<RecipeFilters>) => void;
}) {
  return (
    <Stack gap="4">
      <SelectField
        label="Meal Type"
        name="type"
        value={filters.type ?? ''}
        options={[
          { value: '', label: 'Any meal' },
          ...MEAL_TYPES.map((t) => ({ value: t, label: MEAL_TYPE_LABELS[t] })),
        ]}
        onChange={(v) => onChange({ type: v || undefined })}
        size="md"
      />
      <SelectField
        label="Dietary Needs"
        name="diet"
        value={filters.diet ?? ''}
        options={[
          { value: '', label: 'Any diet' },
          ...DIETARY_RESTRICTIONS.map((d) => ({ value: d, label: DIETARY_LABELS[d] ?? d })),
        ]}
        onChange={(v) => onChange({ diet: v || undefined })}
        size="md"
      />
      <SelectField
        label="Difficulty"
        name="diff"
        value={filters.diff ?? ''}
        options={[
          { value: '', label: 'Any difficulty' },
          ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] })),
        ]}
        onChange={(v) => onChange({ diff: v || undefined })}
        size="md"
      />
      <SelectField
        label="Max Preparation Time"
        name="prep"
        value={filters.prep === undefined ? '' : String(filters.prep)}
        options={[
          { value: '', label: 'Any time' },
          ...PREP_TIMES.map((p) => ({ value: String(p), label: prepLabel(p) })),
        ]}
        onChange={(v) => onChange({ prep: v ? Number(v) : undefined })}
        size="md"
      />
      <SelectField
        label="Collection"
        name="category"
        value={filters.category === undefined ? '' : String(filters.category)}
        options={[
          { value: '', label: 'All collections' },
          ...categories.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        onChange={(v) => onChange({ category: v ? Number(v) : undefined })}
        size="md"
      />
    </Stack>
  );
}
