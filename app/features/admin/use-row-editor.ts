/**
 * The state of an admin table whose rows are edited in a dialog and deleted
 * after a confirmation (collections, tips): which row is open, its field
 * values and errors (checked by the shared schema first, then by the server),
 * and the save and delete mutations with their toasts.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/form';
import { adminRequest, serverFieldError, useAdminMutation } from './admin-api';

export interface RowEditorOptions<Row extends { id: number }, Values extends object, Deleted = unknown> {
  /** The admin API's collection, e.g. '/categories'. */
  path: string;
  /** The thing edited, for the error toasts: 'collection', 'tip'. */
  noun: string;
  empty: Values;
  toValues: (row: Row) => Values;
  schema: z.ZodType;
  /** What the toasts and the row's Edit and Delete buttons call a row or a saved answer. */
  nameOf: (row: Row) => string;
  /** The toast after a delete; by default "“name” was deleted". */
  deletedMessage?: (result: Deleted, row: Row) => string;
}

/** The keys of Values that hold free text (exactly string, not a union of words), which a TextField edits. */
export type TextKey<Values> = {
  [K in keyof Values]-?: string extends Values[K] ? (Values[K] extends string ? K : never) : never;
}[keyof Values] &
  string;

export function useRowEditor<Row extends { id: number }, Values extends object, Deleted = unknown>(
  options: RowEditorOptions<Row, Values, Deleted>,
) {
  const { path, noun, nameOf } = options;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [values, setValues] = useState<Values>(options.empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const open = (row: Row | 'new') => {
    setEditing(row);
    setErrors({});
    setValues(row === 'new' ? options.empty : options.toValues(row));
  };
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((x) => ({ ...x, [key]: value }));
  /** A TextField's name, value, change handler and error for one text value, so a form spells each out once. */
  const textField = <K extends TextKey<Values>>(key: K) => ({
    name: key,
    // K only names string values (see TextKey); String() says so to the compiler without a cast.
    value: String(values[key]),
    onChange: (value: string) => setValues((x) => ({ ...x, [key]: value })),
    error: errors[key],
  });

  const save = useAdminMutation(
    (body: Values) =>
      editing === 'new' || editing === null
        ? adminRequest<Row>('POST', path, body)
        : adminRequest<Row>('PUT', `${path}/${editing.id}`, body),
    {
      catalog: true,
      errorTitle: `Could not save the ${noun}`,
      success: (saved) => `“${nameOf(saved)}” was saved`,
      onSuccess: () => setEditing(null),
      onError: (err) => {
        const f = serverFieldError(err);
        if (f) setErrors({ [f.field]: f.message });
      },
    },
  );
  const remove = useAdminMutation((row: Row) => adminRequest<Deleted>('DELETE', `${path}/${row.id}`), {
    catalog: true,
    errorTitle: `Could not delete the ${noun}`,
    success: (result, row) => options.deletedMessage?.(result, row) ?? `“${nameOf(row)}” was deleted`,
    onSuccess: () => setToDelete(null),
  });

  const submit = () => {
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(values);
  };

  return {
    editing,
    values,
    errors,
    toDelete,
    open,
    close: () => setEditing(null),
    set,
    textField,
    save,
    remove,
    submit,
    askDelete: setToDelete,
  };
}

/** What a form inside the edit dialog works with: the values being edited, their errors and setters. */
export type RowForm<Values extends object> = Pick<
  ReturnType<typeof useRowEditor<{ id: number }, Values>>,
  'values' | 'errors' | 'set' | 'textField'
>;
