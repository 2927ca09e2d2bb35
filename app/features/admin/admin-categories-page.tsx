/** /admin/categories: the collections, with create, rename and delete. */
import { Text } from '@chakra-ui/react';
import { categoryInputSchema, type Category } from '@shared/schemas/catalog';
import { AdminEntityPage, type AdminColumn, type AdminEntityTexts } from './admin-entity-page';
import { TextField } from './admin-ui';
import type { RowEditorOptions } from './use-row-editor';

type Row = Category & { recipeCount: number };
interface Values {
  name: string;
  description: string;
  imageUrl: string;
}
/** What the server answers to a delete: how many recipes it left without a collection. */
interface Deleted {
  unlinkedRecipes: number;
}

const TEXTS: AdminEntityTexts = {
  title: 'Collections',
  subtitle: 'Manage recipe collections.',
  newButton: 'New collection',
  loadError: 'Failed to load collections. Please try again later.',
  empty: 'No collections yet.',
  tableLabel: 'Collections',
  newTitle: 'New collection',
  editTitle: 'Edit collection',
  createButton: 'Create collection',
  deleteTitle: 'Delete this collection?',
};

const EDITOR: RowEditorOptions<Row, Values, Deleted> = {
  path: '/categories',
  noun: 'collection',
  empty: { name: '', description: '', imageUrl: '' },
  toValues: (row) => ({
    name: row.name,
    description: row.description ?? '',
    imageUrl: row.imageUrl ?? '',
  }),
  schema: categoryInputSchema,
  nameOf: (row) => row.name,
  deletedMessage: (r, row) =>
    `“${row.name}” was deleted${r.unlinkedRecipes ? `; ${r.unlinkedRecipes} recipes now have no collection` : ''}`,
};

const COLUMNS: AdminColumn<Row>[] = [
  { header: 'Name', cellProps: { fontWeight: '600' }, cell: (c) => c.name },
  {
    header: 'Description',
    cellProps: { maxW: '420px' },
    cell: (c) => (
      <Text lineClamp={2} color="fg.muted">
        {c.description}
      </Text>
    ),
  },
  { header: 'Recipes', align: 'end', cell: (c) => c.recipeCount },
];

export function AdminCategoriesPage() {
  return (
    <AdminEntityPage
      texts={TEXTS}
      editor={EDITOR}
      columns={COLUMNS}
      tableMinW="640px"
      fields={({ textField }) => (
        <>
          <TextField label="Name" {...textField('name')} required />
          <TextField label="Description" {...textField('description')} multiline rows={3} />
          <TextField
            label="Picture address"
            {...textField('imageUrl')}
            helper="An address on this site, e.g. /images/categories/first-tastes.webp"
          />
        </>
      )}
      deleteMessage={(row) => (
        <>
          “{row.name}” will be deleted.{' '}
          {row.recipeCount
            ? `Its ${row.recipeCount} ${row.recipeCount === 1 ? 'recipe stays' : 'recipes stay'} in the catalog, without a collection.`
            : 'No recipes are in it.'}
        </>
      )}
    />
  );
}
