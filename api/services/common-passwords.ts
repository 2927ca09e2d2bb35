/**
 * Passwords from the top of the breached-password lists are refused (OWASP ASVS 6.2): the
 * 10,000 most common, from zxcvbn's list (frequency-ordered, drawn from public breaches), read
 * once when first needed. The list stays on the server: the app's form does not carry it.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORDS_CHECKED = 10_000;

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, so it is easy to guess. Please choose another.';

let common: ReadonlySet<string> | null = null;

const fold = (password: string) => password.normalize('NFKC').toLowerCase();

/** True when the password (ignoring case) is among the 10,000 most common breached ones. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as readonly string[]).slice(0, COMMON_PASSWORDS_CHECKED).map(fold),
  );
  return common.has(fold(password));
}
