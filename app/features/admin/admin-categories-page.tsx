/** /admin/categories: the collections, with create, rename and delete. */
import { Button, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { categoryInputSchema, type Category } from '@shared/schemas/catalog';
import { EmptyState, ErrorState } from '../../components/state-message';
import { fieldErrors } from '../../lib/form';
import { adminRequest, serverFieldError, useAdminMutation, useAdminQuery } from './admin-api';
import { EditDialog } from './admin-edit-dialog';
import { AdminFrame, AdminTable, ConfirmDialog, TableSkeleton, TextField, RowActions } from './admin-ui';

type Row = Category & { recipeCount: number };
interface Values {
  name: string;
  description: string;
  imageUrl: string;
}
const EMPTY: Values = { name: '', description: '', imageUrl: '' };

export function AdminCategoriesPage() {
  const { data, isLoading, isError } = useAdminQuery<Row[]>('/categories');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const open = (row: Row | 'new') => {
    setEditing(row);
    setErrors({});
    setValues(
      row === 'new'
        ? EMPTY
        : { name: row.name, description: row.description ?? '', imageUrl: row.imageUrl ?? '' },
    );
  };
  const set = (key: keyof Values) => (v: string) => setValues((x) => ({ ...x, [key]: v }));

  const save = useAdminMutation(
    (body: Values) =>
      editing === 'new' || editing === null
        ? adminRequest<Category>('POST', '/categories', body)
        : adminRequest<Category>('PUT', `/categories/${editing.id}`, body),
    {
      catalog: true,
      errorTitle: 'Could not save the collection',
      success: (c) => `“${c.name}” was saved`,
      onSuccess: () => setEditing(null),
      onError: (err) => {
        const f = serverFieldError(err);
        if (f) setErrors({ [f.field]: f.message });
      },
    },
  );
  const remove = useAdminMutation(
    (row: Row) => adminRequest<{ unlinkedRecipes: number }>('DELETE', `/categories/${row.id}`),
    {
      catalog: true,
      errorTitle: 'Could not delete the collection',
      success: (r, row) =>
        `“${row.name}” was deleted${r.unlinkedRecipes ? `; ${r.unlinkedRecipes} recipes now have no collection` : ''}`,
      onSuccess: () => setToDelete(null),
    },
  );

  const submit = () => {
    const parsed = categoryInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(values);
  };

  return (
    <AdminFrame
      title="Collections"
      subtitle="Manage recipe collections."
      actions={
        <Button colorPalette="brand" onClick={() => open('new')}>
          <Plus /> New collection
        </Button>
      }
    >
      {isError && <ErrorState>Failed to load collections. Please try again later.</ErrorState>}
      {isLoading ? (
        <TableSkeleton />
      ) : data?.length === 0 ? (
        <EmptyState>No collections yet.</EmptyState>
      ) : (
        <AdminTable label="Collections" minW="640px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Recipes</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell fontWeight="600">{c.name}</Table.Cell>
                <Table.Cell maxW="420px">
                  <Text lineClamp={2} color="fg.muted">
                    {c.description}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{c.recipeCount}</Table.Cell>
                <RowActions name={c.name} onEdit={() => open(c)} onDelete={() => setToDelete(c)} />
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      )}

      <EditDialog
        open={editing !== null}
        title={editing === 'new' ? 'New collection' : 'Edit collection'}
        submitLabel={editing === 'new' ? 'Create collection' : 'Save changes'}
        pending={save.isPending}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      >
        <TextField
          label="Name"
          name="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <TextField
          label="Description"
          name="description"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          multiline
          rows={3}
        />
        <TextField
          label="Picture address"
          name="imageUrl"
          value={values.imageUrl}
          onChange={set('imageUrl')}
          error={errors.imageUrl}
          helper="An address on this site, e.g. /images/categories/first-tastes.webp"
        />
      </EditDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this collection?"
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        “{toDelete?.name}” will be deleted.{' '}
        {toDelete?.recipeCount
          ? `Its ${toDelete.recipeCount} ${toDelete.recipeCount === 1 ? 'recipe stays' : 'recipes stay'} in the catalog, without a collection.`
          : 'No recipes are in it.'}
      </ConfirmDialog>
    </AdminFrame>
  );
}
