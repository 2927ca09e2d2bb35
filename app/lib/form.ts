import { useState } from 'react';
import type { z } from 'zod';

/** The first message per field of a failed zod parse, for showing at each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * A form's values and the errors shown at its fields: `set(key)` for a field's onChange, and
 * `check(schema)` at submit, which answers the parsed values or, when they fail, shows each
 * field's message and answers undefined.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof T) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const check = <Out>(schema: z.ZodType<Out>): Out | undefined => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return undefined;
    }
    setErrors({});
    return parsed.data;
  };
  return { values, setValues, errors, setErrors, set, check };
}
