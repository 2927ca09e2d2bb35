/** /admin/nutrition-tips: expert tips, with create, edit and delete. */
import { Badge, Text } from '@chakra-ui/react';
import { TIP_TYPES, type TipType } from '@shared/enums';
import { nutritionTipInputSchema, type NutritionTip } from '@shared/schemas/catalog';
import { SelectField } from '../../components/select-field';
import { capitalize, TIP_PALETTE } from '../../lib/labels';
import { AdminEntityPage, type AdminColumn, type AdminEntityTexts } from './admin-entity-page';
import { TextField } from './admin-ui';
import type { RowEditorOptions } from './use-row-editor';

interface Values {
  title: string;
  content: string;
  tipType: TipType;
  expertName: string;
  expertTitle: string;
  expertImageUrl: string;
  imageUrl: string;
}

const TEXTS: AdminEntityTexts = {
  title: 'Nutrition Tips',
  subtitle: 'Manage expert nutrition tips.',
  newButton: 'New tip',
  loadError: 'Failed to load nutrition tips. Please try again later.',
  empty: 'No nutrition tips available yet.',
  tableLabel: 'Nutrition tips',
  newTitle: 'New nutrition tip',
  editTitle: 'Edit nutrition tip',
  createButton: 'Create tip',
  deleteTitle: 'Delete this tip?',
};

const EDITOR: RowEditorOptions<NutritionTip, Values> = {
  path: '/nutrition-tips',
  noun: 'tip',
  empty: {
    title: '',
    content: '',
    tipType: 'primary',
    expertName: '',
    expertTitle: '',
    expertImageUrl: '',
    imageUrl: '',
  },
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
};

const COLUMNS: AdminColumn<NutritionTip>[] = [
  {
    header: 'Tip',
    cellProps: { maxW: '420px' },
    cell: (t) => (
      <>
        <Text fontWeight="600">{t.title}</Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {t.content}
        </Text>
      </>
    ),
  },
  {
    header: 'Expert',
    cell: (t) => (
      <>
        <Text>{t.expertName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t.expertTitle}
        </Text>
      </>
    ),
  },
  {
    header: 'Colour',
    cell: (t) => <Badge colorPalette={TIP_PALETTE[t.tipType]}>{capitalize(t.tipType)}</Badge>,
  },
];

const TIP_TYPE_OPTIONS = TIP_TYPES.map((t) => ({ value: t, label: capitalize(t) }));

export function AdminTipsPage() {
  return (
    <AdminEntityPage
      texts={TEXTS}
      editor={EDITOR}
      columns={COLUMNS}
      tableMinW="720px"
      fields={({ values, set, textField }) => (
        <>
          <TextField label="Title" {...textField('title')} required />
          <TextField label="Content" {...textField('content')} multiline rows={4} required />
          <TextField label="Expert name" {...textField('expertName')} required />
          <TextField label="Expert title" {...textField('expertTitle')} required />
          <SelectField
            label="Colour"
            name="tipType"
            size="md"
            value={values.tipType}
            onChange={set('tipType')}
            options={TIP_TYPE_OPTIONS}
          />
          <TextField
            label="Expert photo address"
            {...textField('expertImageUrl')}
            helper="Optional; an address on this site. Without it the expert's initial is shown."
          />
          <TextField label="Picture address" {...textField('imageUrl')} />
        </>
      )}
      deleteMessage={(row) => (
        <>“{row.title}” will be removed from the site and from parents&apos; devices.</>
      )}
    />
  );
}
