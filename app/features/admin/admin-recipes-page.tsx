/**
 * /admin/recipes: every recipe in a table with search, filters and pages (the
 * address holds them), a featured switch, edit, and delete after a question.
 */
import { Badge, Box, Button, Grid, HStack, Link, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { AGE_GROUPS, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES } from '@shared/enums';
import { pageRange } from '@shared/lib/pagination';
import type { Category } from '@shared/schemas/catalog';
import type { Recipe, RecipeListResponse } from '@shared/schemas/recipe';
import { Pagination } from '../../components/pagination';
import { SelectField } from '../../components/select-field';
import { EmptyState, ErrorState } from '../../components/state-message';
import { DIETARY_LABELS, DIFFICULTY_LABELS, DIFFICULTY_PALETTE, MEAL_TYPE_LABELS } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { adminRequest, useAdminMutation, useAdminQuery } from './admin-api';
import { AdminFrame, AdminSearch, AdminTable, ConfirmDialog, TableSkeleton } from './admin-ui';

const FILTERS = ['q', 'age', 'type', 'diet', 'diff', 'category'] as const;

const anyOption = { value: '', label: 'Any' };

export function AdminRecipesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const v = params.get(key);
    if (v) query.set(key, v);
  }
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  const { data, isLoading, isError, isFetching } = useAdminQuery<RecipeListResponse>(
    `/recipes${qs ? `?${qs}` : ''}`,
  );
  const categories = useAdminQuery<Category[]>('/categories').data ?? [];
  const [toDelete, setToDelete] = useState<Recipe | null>(null);

  const set = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next, { replace: true });
  };

  const feature = useAdminMutation(
    ({ id, featured }: { id: number; featured: boolean }) =>
      adminRequest<Recipe>('PUT', `/recipes/${id}/featured`, { featured }),
    {
      catalog: true,
      errorTitle: 'Could not change featured',
      success: (r) => (r.featured ? `“${r.title}” is featured` : `“${r.title}” is no longer featured`),
    },
  );
  const remove = useAdminMutation((r: Recipe) => adminRequest('DELETE', `/recipes/${r.id}`), {
    catalog: true,
    errorTitle: 'Could not delete the recipe',
    success: (_res, r) => `“${r.title}” was deleted`,
    onSuccess: () => setToDelete(null),
  });

  const total = data?.total ?? 0;
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE, total);
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name;

  return (
    <AdminFrame
      title="Manage Recipes"
      subtitle="Create, edit and feature recipes. Changes reach parents' devices at their next sync."
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.adminRecipeNew}>
            <Plus /> New recipe
          </RouterLink>
        </Button>
      }
    >
      <AdminSearch
        label="Search recipes"
        placeholder="Search title, description or ingredients"
        query={params.get('q') ?? ''}
        onSearch={(t) => set('q', t)}
        maxW="2xl"
      />
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="3" mb="4">
        <SelectField
          label="Age group"
          size="md"
          value={params.get('age') ?? ''}
          onChange={(v) => set('age', v)}
          options={[anyOption, ...AGE_GROUPS.map((a) => ({ value: a, label: a }))]}
        />
        <SelectField
          label="Meal type"
          size="md"
          value={params.get('type') ?? ''}
          onChange={(v) => set('type', v)}
          options={[anyOption, ...MEAL_TYPES.map((m) => ({ value: m, label: MEAL_TYPE_LABELS[m] }))]}
        />
        <SelectField
          label="Diet"
          size="md"
          value={params.get('diet') ?? ''}
          onChange={(v) => set('diet', v)}
          options={[
            anyOption,
            ...DIETARY_RESTRICTIONS.map((d) => ({ value: d, label: DIETARY_LABELS[d] ?? d })),
          ]}
        />
        <SelectField
          label="Difficulty"
          size="md"
          value={params.get('diff') ?? ''}
          onChange={(v) => set('diff', v)}
          options={[anyOption, ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))]}
        />
        <SelectField
          label="Collection"
          size="md"
          value={params.get('category') ?? ''}
          onChange={(v) => set('category', v)}
          options={[anyOption, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
      </Grid>

      {isError && <ErrorState>Failed to load recipes. Please try again later.</ErrorState>}
      <Text color="fg.muted" mb="3" aria-live="polite">
        {data ? (total ? `Showing ${from} - ${to} of ${total} recipes` : 'No recipes found') : '\u00a0'}
      </Text>
      {isLoading ? (
        <TableSkeleton />
      ) : data && data.recipes.length === 0 ? (
        <EmptyState>No recipes match. Clear the search or filters, or add a new recipe.</EmptyState>
      ) : (
        <Box opacity={isFetching ? 0.7 : 1} transition="opacity 0.2s">
          {/* A phone gets one card per recipe; a wider screen the table. */}
          <Stack gap="3" hideFrom="md">
            {data?.recipes.map((r) => (
              <Box key={r.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
                <Link asChild fontWeight="600">
                  <RouterLink to={paths.recipe(r.id)}>{r.title}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {r.ageGroup} · {MEAL_TYPE_LABELS[r.mealType]} · {DIFFICULTY_LABELS[r.difficulty]}
                  {categoryName(r.categoryId) && ` · ${categoryName(r.categoryId)}`}
                </Text>
                <HStack mt="3" justify="space-between" flexWrap="wrap" gap="2">
                  <FeaturedSwitch
                    recipe={r}
                    label="Featured"
                    pending={feature.isPending && feature.variables?.id === r.id}
                    onChange={(featured) => feature.mutate({ id: r.id, featured })}
                  />
                  <HStack>
                    <Button asChild size="sm" variant="outline">
                      <RouterLink to={paths.adminRecipeEdit(r.id)} aria-label={`Edit ${r.title}`}>
                        <Pencil /> Edit
                      </RouterLink>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Delete ${r.title}`}
                      onClick={() => setToDelete(r)}
                    >
                      <Trash2 /> Delete
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
          <Box hideBelow="md">
            <AdminTable label="Recipes" minW="860px">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Title</Table.ColumnHeader>
                  <Table.ColumnHeader>Age</Table.ColumnHeader>
                  <Table.ColumnHeader>Meal</Table.ColumnHeader>
                  <Table.ColumnHeader>Difficulty</Table.ColumnHeader>
                  <Table.ColumnHeader>Collection</Table.ColumnHeader>
                  <Table.ColumnHeader>Featured</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data?.recipes.map((r) => (
                  <Table.Row key={r.id} data-testid="admin-recipe-row">
                    <Table.Cell maxW="300px" whiteSpace="normal">
                      <Link asChild fontWeight="600">
                        <RouterLink to={paths.recipe(r.id)}>{r.title}</RouterLink>
                      </Link>
                      <Text fontSize="xs" color="fg.muted">
                        {r.prepTime + r.cookTime} min · serves {r.servings}
                        {r.dietaryRestrictions.length > 0 &&
                          ` · ${r.dietaryRestrictions.map((d) => DIETARY_LABELS[d] ?? d).join(', ')}`}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.ageGroup}</Table.Cell>
                    <Table.Cell>{MEAL_TYPE_LABELS[r.mealType]}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={DIFFICULTY_PALETTE[r.difficulty]}>
                        {DIFFICULTY_LABELS[r.difficulty]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {categoryName(r.categoryId) ?? <Text color="fg.muted">None</Text>}
                    </Table.Cell>
                    <Table.Cell>
                      <FeaturedSwitch
                        recipe={r}
                        pending={feature.isPending && feature.variables?.id === r.id}
                        onChange={(featured) => feature.mutate({ id: r.id, featured })}
                      />
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      <Button asChild size="xs" variant="outline" me="2">
                        <RouterLink to={paths.adminRecipeEdit(r.id)} aria-label={`Edit ${r.title}`}>
                          <Pencil /> Edit
                        </RouterLink>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Delete ${r.title}`}
                        onClick={() => setToDelete(r)}
                      >
                        <Trash2 /> Delete
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </AdminTable>
          </Box>
        </Box>
      )}
      <Box mt="6">
        <Pagination page={page} pages={data?.pages ?? 0} onChange={goTo} label="Recipe pages" />
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this recipe?"
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        “{toDelete?.title}” will be removed from the catalog and from parents&apos; saved recipes and devices.
        This cannot be undone.
      </ConfirmDialog>
    </AdminFrame>
  );
}

function FeaturedSwitch({
  recipe,
  label,
  pending,
  onChange,
}: {
  recipe: Recipe;
  label?: string;
  pending: boolean;
  onChange: (featured: boolean) => void;
}) {
  return (
    <Switch.Root
      colorPalette="brand"
      checked={recipe.featured}
      disabled={pending}
      onCheckedChange={(e) => onChange(e.checked)}
    >
      <Switch.HiddenInput aria-label={`Featured: ${recipe.title}`} />
      <Switch.Control />
      {label && <Switch.Label>{label}</Switch.Label>}
    </Switch.Root>
  );
}
