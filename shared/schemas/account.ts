/**
 * A person's control over their own account: their details, their password, a copy of
 * everything SproutPlate holds about them, deleting the account, and the one-time reset link an
 * operator issues. The forms on /account and /reset-password and the API read these schemas,
 * so each message is written once.
 */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './user';

export const NAME_MAX = 80;
/** What a person types to confirm that the account should go. */
export const DELETE_CONFIRMATION = 'DELETE';
/** How long an operator's reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export const ACCOUNT_MESSAGES = {
  email: 'Please enter a valid email address',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  nothingToChange: 'Change your email or name first',
  currentPassword: 'Enter your current password',
  wrongPassword: 'That is not your current password. Check it and try again.',
  samePassword: 'Choose a new password that is different from your current one',
  confirmPassword: 'Please confirm your new password',
  passwordsDiffer: "Passwords don't match",
  deletePassword: 'Enter your password to delete your account',
  confirmDelete: `Type ${DELETE_CONFIRMATION} in capital letters to confirm`,
  newPassword: 'Enter a new password',
  newPasswordShort: `New password must be at least ${PASSWORD_MIN} characters`,
  newPasswordLong: `New password must be at most ${PASSWORD_MAX} characters`,
  resetToken:
    "The reset link's token is missing or cut short. Open the whole link you were given, or ask for a new one.",
  resetInvalid:
    'This reset link has expired or has already been used. Ask the SproutPlate team for a new one.',
  lastAdmin:
    'You are the only admin of SproutPlate. Make another person an admin before you delete your account.',
} as const;

/** The new password's rules are the registration's. */
const newPassword = z
  .string({ message: ACCOUNT_MESSAGES.newPassword })
  .min(1, ACCOUNT_MESSAGES.newPassword)
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordShort)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.newPasswordLong);

/** An address like registration accepts it; '' or null clears it. Left out, it stays as it is. */
const emailPatch = z
  .string({ message: ACCOUNT_MESSAGES.email })
  .trim()
  .max(254, ACCOUNT_MESSAGES.email)
  .transform((v) => v.toLowerCase())
  .refine((v) => v === '' || z.email().safeParse(v).success, ACCOUNT_MESSAGES.email)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

const namePatch = z
  .string({ message: ACCOUNT_MESSAGES.nameTooLong })
  .trim()
  .max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** PATCH /api/account: the fields given change (an empty one is cleared), the rest stay. */
export const accountPatchSchema = z
  .object({ email: emailPatch, name: namePatch })
  .refine((v) => v.email !== undefined || v.name !== undefined, ACCOUNT_MESSAGES.nothingToChange);
export type AccountPatch = z.infer<typeof accountPatchSchema>;

/** POST /api/account/password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ message: ACCOUNT_MESSAGES.currentPassword })
      .min(1, ACCOUNT_MESSAGES.currentPassword)
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.wrongPassword),
    newPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The form on /account: the request plus the new password typed twice (never sent). */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: passwordChangeSchema.shape.currentPassword,
    newPassword,
    confirmPassword: z
      .string({ message: ACCOUNT_MESSAGES.confirmPassword })
      .min(1, ACCOUNT_MESSAGES.confirmPassword),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** DELETE /api/account: the password, and the word DELETE typed to confirm. */
export const accountDeleteSchema = z.object({
  password: z
    .string({ message: ACCOUNT_MESSAGES.deletePassword })
    .min(1, ACCOUNT_MESSAGES.deletePassword)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.wrongPassword),
  confirm: z
    .string({ message: ACCOUNT_MESSAGES.confirmDelete })
    .trim()
    .refine((v) => v === DELETE_CONFIRMATION, ACCOUNT_MESSAGES.confirmDelete),
});
export type AccountDelete = z.input<typeof accountDeleteSchema>;

/** POST /api/account/reset: the token from the link and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ message: ACCOUNT_MESSAGES.resetToken })
    .trim()
    .min(1, ACCOUNT_MESSAGES.resetToken)
    .max(200, ACCOUNT_MESSAGES.resetToken),
  newPassword,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The form on /reset-password: the new password typed twice. */
export const passwordResetFormSchema = z
  .object({
    newPassword,
    confirmPassword: z
      .string({ message: ACCOUNT_MESSAGES.confirmPassword })
      .min(1, ACCOUNT_MESSAGES.confirmPassword),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

/**
 * GET /api/account/export: everything SproutPlate's server holds about the person, as a JSON
 * file. Times are ISO 8601. Never a password hash or a session token.
 */
export interface AccountExport {
  format: 'sproutplate-account-export';
  version: 1;
  exportedAt: string;
  account: {
    id: number;
    username: string;
    email: string | null;
    name: string | null;
    isAdmin: boolean;
    createdAt: string;
  };
  savedRecipes: { recipeId: number; title: string; savedAt: string }[];
  posts: {
    id: number;
    title: string;
    content: string;
    contentType: string;
    mediaUrl: string | null;
    mediaType: string | null;
    likeCount: number;
    commentCount: number;
    createdAt: string;
    updatedAt: string;
  }[];
  comments: {
    id: number;
    postId: number;
    postTitle: string;
    content: string;
    likeCount: number;
    createdAt: string;
    updatedAt: string;
  }[];
  likes: {
    posts: { postId: number; postTitle: string; likedAt: string }[];
    comments: { commentId: number; postId: number; likedAt: string }[];
  };
  bookmarks: { postId: number; postTitle: string; bookmarkedAt: string }[];
  follows: {
    /** The people this person follows. */
    following: { userId: number; username: string; since: string }[];
    /** The people who follow this person. */
    followers: { userId: number; username: string; since: string }[];
  };
  /** The newsletter subscription whose address is the account's email, if any. */
  newsletter: { email: string; subscribedAt: string } | null;
  /** Uploaded pictures and videos: what is known about each and its address, not the bytes. */
  media: { id: string; url: string; mimeType: string; size: number; createdAt: string }[];
  children: {
    id: string;
    name: string;
    birthDate: string;
    allergyRisk: boolean;
    resumedAllergens: Record<string, string>;
    createdAt: string;
    updatedAt: string;
    foodLogs: {
      id: string;
      foodSlug: string | null;
      foodName: string;
      date: string;
      response: string;
      reaction: string;
      note: string;
      recipeId: number | null;
      createdAt: string;
    }[];
  }[];
  /** The devices signed in now: when each session began, was last used and ends. */
  sessions: { createdAt: string; lastSeenAt: string; expiresAt: string }[];
  /** Admins only: the changes they made, as the audit log keeps them. */
  adminActions: { action: string; targetType: string; targetId: number | null; createdAt: string }[];
}

/** The export's file name for a day: sproutplate-data-YYYY-MM-DD.json. */
export function exportFileName(isoDate: string): string {
  return `sproutplate-data-${isoDate}.json`;
}
