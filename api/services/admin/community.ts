/**
 * Community moderation: the admin's own queries over posts and comments (the
 * public community API is separate). Deleting a comment keeps its post's
 * `comment_count` equal to the real rows; deleting a post removes its
 * uploaded media too. Each is one transaction with its audit line.
 */
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import type { ContentType, MediaType } from '../../../shared/enums';
import type { AdminComment, AdminPostDetail, AdminPostSummary, Paged } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http';
import type { MediaService } from '../media';
import type { Actor } from '../actor';
import type { AuditService } from './audit';
import { likePattern } from './users';

interface PostRow {
  id: number;
  title: string;
  content: string;
  content_type: ContentType;
  media_url: string | null;
  media_type: MediaType | null;
  like_count: number;
  comment_count: number;
  created_at: number;
  author_id: number;
  author_username: string;
  author_name: string | null;
  author_is_admin: number;
}

interface CommentRow {
  id: number;
  content: string;
  like_count: number;
  created_at: number;
  author_id: number;
  author_username: string;
  author_name: string | null;
  author_is_admin: number;
}

const POST_SELECT = `SELECT p.id, p.title, p.content, p.content_type, p.media_url, p.media_type,
  p.like_count, p.comment_count, p.created_at, u.id AS author_id, u.username AS author_username,
  u.name AS author_name, u.is_admin AS author_is_admin
  FROM community_posts p JOIN users u ON u.id = p.user_id`;

const author = (r: PostRow | CommentRow) => ({
  id: r.author_id,
  username: r.author_username,
  name: r.author_name,
  isAdmin: r.author_is_admin === 1,
});

const toPost = (r: PostRow): AdminPostSummary => ({
  id: r.id,
  title: r.title,
  content: r.content,
  contentType: r.content_type,
  mediaUrl: r.media_url,
  mediaType: r.media_type,
  likeCount: r.like_count,
  commentCount: r.comment_count,
  createdAt: new Date(r.created_at).toISOString(),
  author: author(r),
});

const toComment = (r: CommentRow): AdminComment => ({
  id: r.id,
  content: r.content,
  likeCount: r.like_count,
  createdAt: new Date(r.created_at).toISOString(),
  author: author(r),
});

export function createAdminCommunityService(deps: { db: Db; media: MediaService; audit: AuditService }) {
  const sqlite = deps.db.$client;
  const { audit } = deps;

  const postRow = (id: number) => {
    const row = sqlite.prepare<[number], PostRow>(`${POST_SELECT} WHERE p.id = ?`).get(id);
    if (!row) throw notFound('Post not found');
    return row;
  };

  return {
    /** Newest first; the search looks in title, content and the author's username and name. */
    list(q: string | undefined, page: number): Paged<AdminPostSummary> {
      const where = q
        ? `WHERE p.title LIKE ? ESCAPE '\\' OR p.content LIKE ? ESCAPE '\\'
           OR u.username LIKE ? ESCAPE '\\' OR u.name LIKE ? ESCAPE '\\'`
        : '';
      const params: string[] = q ? Array<string>(4).fill(likePattern(q)) : [];
      const total =
        sqlite
          .prepare<string[], { n: number }>(
            `SELECT count(*) AS n FROM community_posts p JOIN users u ON u.id = p.user_id ${where}`,
          )
          .get(...params)?.n ?? 0;
      const rows = sqlite
        .prepare<(string | number)[], PostRow>(
          `${POST_SELECT} ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...params, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
      return { items: rows.map(toPost), total, pages: Math.ceil(total / ADMIN_PAGE_SIZE), page };
    },

    latest(limit: number): AdminPostSummary[] {
      return sqlite
        .prepare<[number], PostRow>(`${POST_SELECT} ORDER BY p.created_at DESC, p.id DESC LIMIT ?`)
        .all(limit)
        .map(toPost);
    },

    /** One post with every comment, oldest first. */
    get(id: number): AdminPostDetail {
      const post = toPost(postRow(id));
      const comments = sqlite
        .prepare<[number], CommentRow>(
          `SELECT c.id, c.content, c.like_count, c.created_at, u.id AS author_id,
             u.username AS author_username, u.name AS author_name, u.is_admin AS author_is_admin
           FROM community_comments c JOIN users u ON u.id = c.user_id
           WHERE c.post_id = ? ORDER BY c.created_at, c.id`,
        )
        .all(id)
        .map(toComment);
      return { ...post, comments };
    },

    deletePost(actor: Actor, id: number): void {
      const run = sqlite.transaction(() => {
        const post = postRow(id);
        // Comments, likes and bookmarks go with it (ON DELETE CASCADE).
        sqlite.prepare<[number]>('DELETE FROM community_posts WHERE id = ?').run(id);
        deps.media.deleteByUrl(post.media_url);
        audit.record(actor, {
          action: 'post.delete',
          targetType: 'post',
          targetId: id,
          summary: { title: post.title, author: post.author_username, comments: post.comment_count },
        });
      });
      run.immediate();
    },

    deleteComment(actor: Actor, id: number): { postId: number; commentCount: number } {
      const run = sqlite.transaction(() => {
        const comment = sqlite
          .prepare<[number], { post_id: number; content: string; username: string }>(
            `SELECT c.post_id, c.content, u.username FROM community_comments c
             JOIN users u ON u.id = c.user_id WHERE c.id = ?`,
          )
          .get(id);
        if (!comment) throw notFound('Comment not found');
        sqlite.prepare<[number]>('DELETE FROM community_comments WHERE id = ?').run(id);
        // Recounted from the rows, so the counter can never drift.
        sqlite
          .prepare<[number, number]>(
            `UPDATE community_posts SET comment_count =
               (SELECT count(*) FROM community_comments WHERE post_id = ?) WHERE id = ?`,
          )
          .run(comment.post_id, comment.post_id);
        const count =
          sqlite
            .prepare<[number], { n: number }>('SELECT comment_count AS n FROM community_posts WHERE id = ?')
            .get(comment.post_id)?.n ?? 0;
        audit.record(actor, {
          action: 'comment.delete',
          targetType: 'comment',
          targetId: id,
          summary: { postId: comment.post_id, author: comment.username, content: comment.content },
        });
        return { postId: comment.post_id, commentCount: count };
      });
      return run.immediate();
    },
  };
}

export type AdminCommunityService = ReturnType<typeof createAdminCommunityService>;
