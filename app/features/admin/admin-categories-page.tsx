/** /admin/categories: the collections, with create, rename and delete. */
import { Button, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { categoryInputSchema, type Category } from '@shared/schemas/catalog';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useAdminQuery } from './admin-api';
import { EditDialog } from './admin-edit-dialog';
import { AdminFrame, AdminTable, ConfirmDialog, TableSkeleton, TextField, RowActions } from './admin-ui';
import { useRowEditor } from './use-row-editor';

type Row = Category & { recipeCount: number };
interface Values {
  name: string;
  description: string;
  imageUrl: string;
}
const EMPTY: Values = { name: '', description: '', imageUrl: '' };

export function AdminCategoriesPage() {
  const { data, isLoading, isError } = useAdminQuery<Row[]>('/categories');
  const { editing, values, errors, toDelete, open, close, set, save, remove, submit, askDelete } =
    useRowEditor<Row, Values, { unlinkedRecipes: number }>({
      path: '/categories',
      noun: 'collection',
      empty: EMPTY,
      toValues: (row) => ({
        name: row.name,
        description: row.description ?? '',
        imageUrl: row.imageUrl ?? '',
      }),
      schema: categoryInputSchema,
      nameOf: (row) => row.name,
      deletedMessage: (r, row) =>
        `“${row.name}” was deleted${r.unlinkedRecipes ? `; ${r.unlinkedRecipes} recipes now have no collection` : ''}`,
    });

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
                <RowActions name={c.name} onEdit={() => open(c)} onDelete={() => askDelete(c)} />
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
        onClose={close}
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
        onClose={() => askDelete(null)}
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
