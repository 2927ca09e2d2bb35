/** /admin/nutrition-tips: expert tips, with create, edit and delete. */
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { TIP_TYPES, type TipType } from '@shared/enums';
import { nutritionTipInputSchema, type NutritionTip } from '@shared/schemas/catalog';
import { SelectField } from '../../components/select-field';
import { EmptyState, ErrorState } from '../../components/state-message';
import { capitalize, TIP_PALETTE } from '../../lib/labels';
import { useAdminQuery } from './admin-api';
import { EditDialog } from './admin-edit-dialog';
import { AdminFrame, AdminTable, ConfirmDialog, TableSkeleton, TextField, RowActions } from './admin-ui';
import { useRowEditor } from './use-row-editor';

interface Values {
  title: string;
  content: string;
  tipType: TipType;
  expertName: string;
  expertTitle: string;
  expertImageUrl: string;
  imageUrl: string;
}
const EMPTY: Values = {
  title: '',
  content: '',
  tipType: 'primary',
  expertName: '',
  expertTitle: '',
  expertImageUrl: '',
  imageUrl: '',
};

export function AdminTipsPage() {
  const { data, isLoading, isError } = useAdminQuery<NutritionTip[]>('/nutrition-tips');
  const { editing, values, errors, toDelete, open, close, set, save, remove, submit, askDelete } =
    useRowEditor<NutritionTip, Values>({
      path: '/nutrition-tips',
      noun: 'tip',
      empty: EMPTY,
      toValues: (row) => ({
        title: row.title,
        content: row.content,
        tipType: row.tipType,
        expertName: row.expertName,
        expertTitle: row.expertTitle,
        expertImageUrl: row.expertImageUrl ?? '',
        imageUrl: row.imageUrl ?? '',
      }),
      schema: nutritionTipInputSchema,
      nameOf: (row) => row.title,
    });

  return (
    <AdminFrame
      title="Nutrition Tips"
      subtitle="Manage expert nutrition tips."
      actions={
        <Button colorPalette="brand" onClick={() => open('new')}>
          <Plus /> New tip
        </Button>
      }
    >
      {isError && <ErrorState>Failed to load nutrition tips. Please try again later.</ErrorState>}
      {isLoading ? (
        <TableSkeleton />
      ) : data?.length === 0 ? (
        <EmptyState>No nutrition tips available yet.</EmptyState>
      ) : (
        <AdminTable label="Nutrition tips" minW="720px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Tip</Table.ColumnHeader>
              <Table.ColumnHeader>Expert</Table.ColumnHeader>
              <Table.ColumnHeader>Colour</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.map((t) => (
              <Table.Row key={t.id}>
                <Table.Cell maxW="420px">
                  <Text fontWeight="600">{t.title}</Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {t.content}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text>{t.expertName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t.expertTitle}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={TIP_PALETTE[t.tipType]}>{capitalize(t.tipType)}</Badge>
                </Table.Cell>
                <RowActions name={t.title} onEdit={() => open(t)} onDelete={() => askDelete(t)} />
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      )}

      <EditDialog
        open={editing !== null}
        title={editing === 'new' ? 'New nutrition tip' : 'Edit nutrition tip'}
        submitLabel={editing === 'new' ? 'Create tip' : 'Save changes'}
        pending={save.isPending}
        onSubmit={submit}
        onClose={close}
      >
        <TextField
          label="Title"
          name="title"
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          required
        />
        <TextField
          label="Content"
          name="content"
          value={values.content}
          onChange={set('content')}
          error={errors.content}
          multiline
          rows={4}
          required
        />
        <TextField
          label="Expert name"
          name="expertName"
          value={values.expertName}
          onChange={set('expertName')}
          error={errors.expertName}
          required
        />
        <TextField
          label="Expert title"
          name="expertTitle"
          value={values.expertTitle}
          onChange={set('expertTitle')}
          error={errors.expertTitle}
          required
        />
        <SelectField
          label="Colour"
          name="tipType"
          size="md"
          value={values.tipType}
          onChange={set('tipType')}
          options={TIP_TYPES.map((t) => ({ value: t, label: capitalize(t) }))}
        />
        <TextField
          label="Expert photo address"
          name="expertImageUrl"
          value={values.expertImageUrl}
          onChange={set('expertImageUrl')}
          error={errors.expertImageUrl}
          helper="Optional; an address on this site. Without it the expert's initial is shown."
        />
        <TextField
          label="Picture address"
          name="imageUrl"
          value={values.imageUrl}
          onChange={set('imageUrl')}
          error={errors.imageUrl}
        />
      </EditDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this tip?"
        pending={remove.isPending}
        onClose={() => askDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        “{toDelete?.title}” will be removed from the site and from parents&apos; devices.
      </ConfirmDialog>
    </AdminFrame>
  );
}
