/**
 * Accounts: the register and login forms and requests. The spec's validation
 * messages live here once; the form and the API both use these schemas.
 */
import { z } from 'zod';

export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const loginSchema = z.object({
  username: z
    .string({ message: 'Username is required' })
    // One form for every spelling of a name (shared/lib/username.ts): "A\u0308" is "Ä".
    .normalize('NFKC')
    .trim()
    .min(1, 'Username is required')
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** What the server accepts at POST /api/register (confirmPassword is never sent). */
export const registerRequestSchema = z.object({
  username: z
    .string({ message: 'Username is required' })
    // One form for every spelling of a name (shared/lib/username.ts): "A\u0308" is "Ä".
    .normalize('NFKC')
    .trim()
    .min(1, 'Username is required')
    .min(3, 'Username must be at least 3 characters')
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may use letters, numbers, dots, dashes and underscores'),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  email: z
    .string()
    .trim()
    .max(254, 'Please enter a valid email address')
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .pipe(z.email('Please enter a valid email address').optional()),
  name: optionalText(80, 'Name must be at most 80 characters'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form: the request plus confirmPassword, which must match. */
export const registerFormSchema = registerRequestSchema
  .extend({
    confirmPassword: z
      .string({ message: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** A user as the API shows it: never a password hash or a session token. */
export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  isAdmin: boolean;
  createdAt: string;
}
