/**
 * An admin screen for a list whose rows are created and edited in a dialog
 * and deleted after a question (collections, nutrition tips). The list with
 * its loading, empty and error states, the two dialogs and the toasts live
 * here once; a screen supplies only its wording, columns, form fields and
 * delete question, so the screens cannot drift apart.
 */
import { Button, Table, type TableCellProps } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useAdminQuery } from './admin-api';
import { EditDialog } from './admin-edit-dialog';
import { AdminFrame, AdminTable, ConfirmDialog, RowActions, TableSkeleton } from './admin-ui';
import { useRowEditor, type RowEditorOptions, type RowForm } from './use-row-editor';

/** One column of the list; the Edit and Delete buttons always come last, under "Actions". */
export interface AdminColumn<Row> {
  header: string;
  /** 'end' for numbers: the header and the cells line up on the right. */
  align?: 'end';
  /** The style of this column's cells, e.g. a width cap. */
  cellProps?: TableCellProps;
  cell: (row: Row) => ReactNode;
}

/** The screen's wording, word for word as the spec has it. */
export interface AdminEntityTexts {
  /** The page heading, e.g. 'Collections'. */
  title: string;
  subtitle: string;
  /** The button that opens an empty form, e.g. 'New collection'. */
  newButton: string;
  loadError: string;
  empty: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** The dialog's title when creating and when editing. */
  newTitle: string;
  editTitle: string;
  /** The submit button when creating; an edit always says 'Save changes'. */
  createButton: string;
  deleteTitle: string;
}

export function AdminEntityPage<Row extends { id: number }, Values extends object, Deleted = unknown>({
  texts,
  editor,
  columns,
  tableMinW,
  fields,
  deleteMessage,
}: {
  texts: AdminEntityTexts;
  /** Where the rows live and how a row becomes form values; `editor.path` is also what the list reads. */
  editor: RowEditorOptions<Row, Values, Deleted>;
  columns: readonly AdminColumn<Row>[];
  tableMinW: string;
  /** The form's fields, bound to the values being edited. */
  fields: (form: RowForm<Values>) => ReactNode;
  /** The body of the delete question for the row about to go. */
  deleteMessage: (row: Row) => ReactNode;
}) {
  const { data, isLoading, isError } = useAdminQuery<Row[]>(editor.path);
  const { editing, toDelete, open, close, save, remove, submit, askDelete, ...form } = useRowEditor(editor);

  return (
    <AdminFrame
      title={texts.title}
      subtitle={texts.subtitle}
      actions={
        <Button colorPalette="brand" onClick={() => open('new')}>
          <Plus /> {texts.newButton}
        </Button>
      }
    >
      {isError && <ErrorState>{texts.loadError}</ErrorState>}
      {isLoading ? (
        <TableSkeleton />
      ) : data?.length === 0 ? (
        <EmptyState>{texts.empty}</EmptyState>
      ) : (
        <AdminTable label={texts.tableLabel} minW={tableMinW}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.header} textAlign={column.align}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.map((row) => (
              <Table.Row key={row.id}>
                {columns.map((column) => (
                  <Table.Cell key={column.header} textAlign={column.align} {...column.cellProps}>
                    {column.cell(row)}
                  </Table.Cell>
                ))}
                <RowActions
                  name={editor.nameOf(row)}
                  onEdit={() => open(row)}
                  onDelete={() => askDelete(row)}
                />
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      )}

      <EditDialog
        open={editing !== null}
        title={editing === 'new' ? texts.newTitle : texts.editTitle}
        submitLabel={editing === 'new' ? texts.createButton : 'Save changes'}
        pending={save.isPending}
        onSubmit={submit}
        onClose={close}
      >
        {fields(form)}
      </EditDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        pending={remove.isPending}
        onClose={() => askDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {toDelete && deleteMessage(toDelete)}
      </ConfirmDialog>
    </AdminFrame>
  );
}
