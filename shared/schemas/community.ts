/**
 * Community posts and comments: the new-post and comment rules (spec section
 * 5, messages written once here for the form and the API), the list query,
 * and the shapes the API answers with (spec section 3).
 */
import { z } from 'zod';
import { COMMUNITY_LIMITS } from '../constants';
import { CONTENT_TYPES, MEDIA_TYPES } from '../enums';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

export const newPostSchema = z.object({
  title: z
    .string({ message: 'Title must be at least 5 characters' })
    .trim()
    .min(5, 'Title must be at least 5 characters')
    .max(COMMUNITY_LIMITS.titleMax, `Title must be at most ${COMMUNITY_LIMITS.titleMax} characters`),
  content: z
    .string({ message: 'Content must be at least 10 characters' })
    .trim()
    .min(10, 'Content must be at least 10 characters')
    .max(COMMUNITY_LIMITS.contentMax, `Content must be at most ${COMMUNITY_LIMITS.contentMax} characters`),
  contentType: z.enum(CONTENT_TYPES, {
    message: 'Content type must be question, tip, experience or recommendation',
  }),
  /** An embedded data URL (checked and stored by the media service), or nothing. */
  mediaUrl: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v || null),
  mediaType: z
    .enum(MEDIA_TYPES, { message: "Media type must be 'image' or 'video'" })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** Accepted for compatibility with the spec's form; the author is always the signed-in person. */
  userId: z.unknown().optional(),
});
export type NewPostInput = z.input<typeof newPostSchema>;
export type NewPost = z.output<typeof newPostSchema>;

export const newCommentSchema = z.object({
  content: z
    .string({ message: 'Comment content is required' })
    .max(COMMUNITY_LIMITS.commentMax, `Comment must be at most ${COMMUNITY_LIMITS.commentMax} characters`)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'Comment content is required'),
});
export type NewComment = z.output<typeof newCommentSchema>;

/** The comment box on the client: the spec's 'Comment cannot be empty'. */
export const commentFormSchema = z.object({
  content: z.string().trim().min(1, 'Comment cannot be empty'),
});

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const postListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(COMMUNITY_LIMITS.searchMax, `Search must be at most ${COMMUNITY_LIMITS.searchMax} characters`)
    .optional()
    .transform((v) => v || undefined),
  following: flag,
  bookmarked: flag,
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

export interface CommunityAuthor {
  id: number;
  name: string | null;
  username: string;
  isAdmin: boolean;
  /** Whether the signed-in person follows this author (saves a call per card). */
  isFollowing: boolean;
}

export interface CommunityPost {
  id: number;
  title: string;
  content: string;
  contentType: (typeof CONTENT_TYPES)[number];
  mediaUrl: string | null;
  mediaType: (typeof MEDIA_TYPES)[number] | null;
  createdAt: string;
  likeCount: number;
  commentCount: number;
  isLiked: boolean;
  isBookmarked: boolean;
  author: CommunityAuthor;
}

export interface PostListResponse {
  posts: CommunityPost[];
  pages: number;
  currentPage: number;
}

export interface CommunityComment {
  id: number;
  postId: number;
  content: string;
  createdAt: string;
  likeCount: number;
  isLiked: boolean;
  author: CommunityAuthor;
}

export type ToggleAction =
  'liked' | 'unliked' | 'bookmarked' | 'unbookmarked' | 'followed' | 'unfollowed' | 'none';

/** The answer of like, bookmark and follow calls. */
export interface ToggleResponse {
  action: ToggleAction;
  status: string;
  message: string;
  /** The counter after the change, where there is one. */
  likeCount?: number;
}
