/** A failed account call as the form shows it: the server's message, at its field when it names one. */
import { ApiError, errorMessage } from '../../../lib/api';

export interface FormError {
  field?: string;
  message: string;
}

export function formError(err: unknown): FormError {
  const message = errorMessage(err, 'Something went wrong. Please try again.');
  if (!(err instanceof ApiError)) return { message };
  try {
    const body: unknown = JSON.parse(err.bodyText);
    if (body && typeof body === 'object' && 'field' in body && typeof body.field === 'string') {
      return { field: body.field, message };
    }
  } catch {
    // not JSON: the message alone
  }
  return { message };
}
