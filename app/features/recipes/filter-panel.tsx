import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, PREP_TIMES } from '@shared/enums';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import type { Category } from '@shared/schemas/catalog';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS } from '../../lib/labels';

export const prepLabel = (p: number) => (p >= 60 ? '60+ minutes' : `${p} minutes or less`);

function Select({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  anyLabel: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} bg="bg.panel">
          <option value="">{anyLabel}</option>
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

/** The filters other than search text and age (which have their own controls). */
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
      <Select
        label="Meal Type"
        value={filters.type ?? ''}
        anyLabel="Any meal"
        options={MEAL_TYPES.map((t) => ({ value: t, label: MEAL_TYPE_LABELS[t] }))}
        onChange={(v) => onChange({ type: v || undefined })}
      />
      <Select
        label="Dietary Needs"
        value={filters.diet ?? ''}
        anyLabel="Any diet"
        options={DIETARY_RESTRICTIONS.map((d) => ({ value: d, label: DIETARY_LABELS[d] ?? d }))}
        onChange={(v) => onChange({ diet: v || undefined })}
      />
      <Select
        label="Difficulty"
        value={filters.diff ?? ''}
        anyLabel="Any difficulty"
        options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
        onChange={(v) => onChange({ diff: v || undefined })}
      />
      <Select
        label="Max Preparation Time"
        value={filters.prep === undefined ? '' : String(filters.prep)}
        anyLabel="Any time"
        options={PREP_TIMES.map((p) => ({ value: String(p), label: prepLabel(p) }))}
        onChange={(v) => onChange({ prep: v ? Number(v) : undefined })}
      />
      <Select
        label="Collection"
        value={filters.category === undefined ? '' : String(filters.category)}
        anyLabel="All collections"
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(v) => onChange({ category: v ? Number(v) : undefined })}
      />
    </Stack>
  );
}
