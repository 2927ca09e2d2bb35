/**
 * Community moderation: the admin's own queries over posts and comments (the
 * public community API is separate). Deleting a comment keeps its post's
 * `comment_count` equal to the real rows; deleting a post removes its
 * uploaded media too. Each is one transaction with its audit line.
 */
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import type { ContentType, MediaType } from '../../../shared/enums';
import type { AdminComment, AdminPostDetail, AdminPostSummary, Paged } from '../../../shared/schemas/admin';
import type { DataStore, Queryable } from '../../db/store';
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

/**
 * A post read to be deleted: its row locked first (PostgreSQL; SQLite's transaction already
 * holds the write lock), so two moderators deleting it at once delete and record it once and
 * the other is answered 404.
 */
async function lockedPost(tx: Queryable, id: number): Promise<PostRow> {
  const locked = await tx.get<{ id: number }>(
    `SELECT id FROM community_posts WHERE id = ?${tx.dialect.forUpdate}`,
    [id],
  );
  const row = locked && (await tx.get<PostRow>(`${POST_SELECT} WHERE p.id = ?`, [id]));
  if (!row) throw notFound('Post not found');
  return row;
}

export function createAdminCommunityService(deps: {
  store: DataStore;
  media: MediaService;
  audit: AuditService;
}) {
  const { store, audit } = deps;
  const like = store.dialect.ilike;

  return {
    /** Newest first; the search looks in title, content and the author's username and name. */
    async list(q: string | undefined, page: number): Promise<Paged<AdminPostSummary>> {
      const where = q
        ? `WHERE p.title ${like} ? ESCAPE '\\' OR p.content ${like} ? ESCAPE '\\'
           OR u.username ${like} ? ESCAPE '\\' OR u.name ${like} ? ESCAPE '\\'`
        : '';
      const params: string[] = q ? Array<string>(4).fill(likePattern(q)) : [];
      const total =
        (
          await store.get<{ n: number }>(
            `SELECT count(*) AS n FROM community_posts p JOIN users u ON u.id = p.user_id ${where}`,
            params,
          )
        )?.n ?? 0;
      const rows = await store.all<PostRow>(
        `${POST_SELECT} ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
        [...params, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
      );
      return { items: rows.map(toPost), total, pages: Math.ceil(total / ADMIN_PAGE_SIZE), page };
    },

    async latest(limit: number): Promise<AdminPostSummary[]> {
      const rows = await store.all<PostRow>(`${POST_SELECT} ORDER BY p.created_at DESC, p.id DESC LIMIT ?`, [
        limit,
      ]);
      return rows.map(toPost);
    },

    /** One post with every comment, oldest first. */
    async get(id: number): Promise<AdminPostDetail> {
      const row = await store.get<PostRow>(`${POST_SELECT} WHERE p.id = ?`, [id]);
      if (!row) throw notFound('Post not found');
      const comments = await store.all<CommentRow>(
        `SELECT c.id, c.content, c.like_count, c.created_at, u.id AS author_id,
           u.username AS author_username, u.name AS author_name, u.is_admin AS author_is_admin
         FROM community_comments c JOIN users u ON u.id = c.user_id
         WHERE c.post_id = ? ORDER BY c.created_at, c.id`,
        [id],
      );
      return { ...toPost(row), comments: comments.map(toComment) };
    },

    deletePost(actor: Actor, id: number): Promise<void> {
      return store.transaction(async (tx) => {
        const post = await lockedPost(tx, id);
        // Comments, likes and bookmarks go with it (ON DELETE CASCADE); its upload too.
        await tx.run('DELETE FROM community_posts WHERE id = ?', [id]);
        await deps.media.deleteByUrl(post.media_url, tx);
        await audit.record(
          actor,
          {
            action: 'post.delete',
            targetType: 'post',
            targetId: id,
            summary: { title: post.title, author: post.author_username, comments: post.comment_count },
          },
          tx,
        );
      });
    },

    deleteComment(actor: Actor, id: number): Promise<{ postId: number; commentCount: number }> {
      return store.transaction(async (tx) => {
        // Its post is locked first (PostgreSQL; SQLite's transaction already holds the write
        // lock), in the order the community service takes it, and the comment read after: a
        // second moderator deleting it at once waits here, then finds it gone (404). The count
        // below then sees every comment committed before this, so the counter never drifts.
        const of = await tx.get<{ post_id: number }>('SELECT post_id FROM community_comments WHERE id = ?', [
          id,
        ]);
        const post =
          of &&
          (await tx.get<{ id: number }>(
            `SELECT id FROM community_posts WHERE id = ?${tx.dialect.forUpdate}`,
            [of.post_id],
          ));
        const comment =
          post &&
          (await tx.get<{ post_id: number; content: string; username: string }>(
            `SELECT c.post_id, c.content, u.username FROM community_comments c
             JOIN users u ON u.id = c.user_id WHERE c.id = ?`,
            [id],
          ));
        if (!comment) throw notFound('Comment not found');
        await tx.run('DELETE FROM community_comments WHERE id = ?', [id]);
        // Recounted from the rows, so the counter can never drift.
        await tx.run(
          `UPDATE community_posts SET comment_count =
             (SELECT count(*) FROM community_comments WHERE post_id = ?) WHERE id = ?`,
          [comment.post_id, comment.post_id],
        );
        const count =
          (
            await tx.get<{ n: number }>('SELECT comment_count AS n FROM community_posts WHERE id = ?', [
              comment.post_id,
            ])
          )?.n ?? 0;
        await audit.record(
          actor,
          {
            action: 'comment.delete',
            targetType: 'comment',
            targetId: id,
            summary: { postId: comment.post_id, author: comment.username, content: comment.content },
          },
          tx,
        );
        return { postId: comment.post_id, commentCount: count };
      });
    },
  };
}

export type AdminCommunityService = ReturnType<typeof createAdminCommunityService>;
