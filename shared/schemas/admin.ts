/**
 * The admin API's own requests and answers: list queries, the featured and
 * dietary switches, role changes, media upload, moderation, the audit log and
 * the dashboards. Recipe, collection and tip bodies are the schemas in
 * recipe.ts and catalog.ts, with the spec's messages.
 */
import { z } from 'zod';
import type { AgeGroup, ContentType, DietaryRestriction, MediaType } from '../enums';
import { DIETARY_RESTRICTIONS } from '../enums';

const blankToUndefined = (v: unknown) => {
  const value = Array.isArray(v) ? v[v.length - 1] : v;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
};

const searchParam = z.preprocess(
  blankToUndefined,
  z.string().trim().max(200, 'q must be at most 200 characters').optional(),
);
const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: 'page must be a whole number of at least 1' })
    .int('page must be a whole number of at least 1')
    .min(1, 'page must be a whole number of at least 1')
    .max(100000, 'page is too large')
    .default(1),
);

/** Users, community posts and the audit log: a search and a page. */
export const adminListQuerySchema = z.object({ q: searchParam, page: pageParam });
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

export const featuredSchema = z.object({
  featured: z.boolean({ message: 'featured must be true or false' }),
});

export const dietaryRestrictionsSchema = z.object({
  dietaryRestrictions: z
    .array(z.enum(DIETARY_RESTRICTIONS, { message: 'Unknown dietary restriction' }), {
      message: 'dietaryRestrictions must be a list',
    })
    .max(DIETARY_RESTRICTIONS.length)
    .transform((v) => [...new Set(v)]),
});

export const mediaUploadSchema = z.object({
  dataUrl: z
    .string({ message: 'Choose an image to upload' })
    .min(1, 'Choose an image to upload')
    .startsWith('data:', 'The image must be sent as a data URL'),
});

export interface Paged<T> {
  items: T[];
  total: number;
  pages: number;
  page: number;
}

export interface AdminUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  isAdmin: boolean;
  createdAt: string;
  postCount: number;
}

export interface AdminAuthor {
  id: number;
  username: string;
  name: string | null;
  isAdmin: boolean;
}

export interface AdminPostSummary {
  id: number;
  title: string;
  content: string;
  contentType: ContentType;
  mediaUrl: string | null;
  mediaType: MediaType | null;
  likeCount: number;
  commentCount: number;
  createdAt: string;
  author: AdminAuthor;
}

export interface AdminComment {
  id: number;
  content: string;
  likeCount: number;
  createdAt: string;
  author: AdminAuthor;
}

export interface AdminPostDetail extends AdminPostSummary {
  comments: AdminComment[];
}

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: number | null;
  summary: Record<string, unknown>;
  createdAt: string;
}

export interface AdminStats {
  counts: {
    users: number;
    admins: number;
    recipes: number;
    posts: number;
    comments: number;
    subscribers: number;
  };
  latestUsers: AdminUser[];
  latestPosts: AdminPostSummary[];
}

export interface ServerStatus {
  health: 'ok' | 'error';
  startedAt: string;
  uptimeSeconds: number;
  version: string;
  nodeVersion: string;
  database: {
    engine: 'sqlite' | 'postgres';
    /** The SQLite file's name, or the PostgreSQL host and database. */
    path: string;
    sizeBytes: number;
    walBytes: number;
    tables: { name: string; rows: number }[];
    migrations: { applied: number; available: number; latest: string | null };
  };
  ai: { provider: 'openai-compatible' | 'built-in'; description: string };
  idempotency: { storedAnswers: number; inFlight: number; replays: number; oldest: string | null };
  catalog: { tombstones: number };
}

/** The child-safety warning a recipe form shows; kept for the types of its inputs. */
export interface RecipeSafetyInput {
  ageGroup: AgeGroup;
  ingredients: string;
  instructions: string;
  title: string;
  dietaryRestrictions: DietaryRestriction[];
}
