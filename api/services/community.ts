/**
 * The community: posts, comments, likes, bookmarks and follows. Every write
 * that changes a counter runs in one transaction that first locks the post or
 * comment whose counter it sets (`dialect.forUpdate`), writes the row (unique
 * indexes turn a repeat into nothing) and then sets the counter from
 * `count(*)` of the real rows, so counters never drift, even under many
 * concurrent requests or several server processes.
 *
 * Permission checks live here too (authors delete their own, admins any), so
 * the admin area can call the same functions.
 */
import { COMMUNITY_PAGE_SIZE } from '../../shared/constants';
import type { ContentType, MediaType } from '../../shared/enums';
import type {
  CommunityAuthor,
  CommunityComment,
  CommunityPost,
  NewPost,
  PostListQuery,
  PostListResponse,
  ToggleResponse,
} from '../../shared/schemas/community';
import type { DataStore, Param, Queryable } from '../db/store';
import { ApiError, badRequest, forbidden, notFound } from '../lib/http';
import type { Actor } from './actor';
import type { MediaService, PreparedMedia } from './media';

interface AuthorColumns {
  author_id: number;
  author_name: string | null;
  author_username: string;
  author_is_admin: number;
  /** EXISTS: 0/1 on SQLite, a boolean on PostgreSQL. */
  author_following: number | boolean;
}

interface PostRow extends AuthorColumns {
  id: number;
  title: string;
  content: string;
  content_type: ContentType;
  media_url: string | null;
  media_type: MediaType | null;
  created_at: number;
  like_count: number;
  comment_count: number;
  is_liked: number | boolean;
  is_bookmarked: number | boolean;
}

interface CommentRow extends AuthorColumns {
  id: number;
  post_id: number;
  content: string;
  created_at: number;
  like_count: number;
  is_liked: number | boolean;
}

const AUTHOR_COLUMNS = `u.id AS author_id, u.name AS author_name, u.username AS author_username,
  u.is_admin AS author_is_admin,
  EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = ? AND f.following_id = u.id) AS author_following`;

/** Every `?` in it is the reader's id: POST_SELECT_PARAMS of them. */
const POST_SELECT = `SELECT p.id, p.title, p.content, p.content_type, p.media_url, p.media_type, p.created_at,
  p.like_count, p.comment_count,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ?) AS is_liked,
  EXISTS (SELECT 1 FROM bookmarks b WHERE b.post_id = p.id AND b.user_id = ?) AS is_bookmarked,
  ${AUTHOR_COLUMNS}
  FROM community_posts p JOIN users u ON u.id = p.user_id`;
const POST_SELECT_PARAMS = 3;

/** Every `?` in it is the reader's id: COMMENT_SELECT_PARAMS of them. */
const COMMENT_SELECT = `SELECT c.id, c.post_id, c.content, c.created_at, c.like_count,
  EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = ?) AS is_liked,
  ${AUTHOR_COLUMNS}
  FROM community_comments c JOIN users u ON u.id = c.user_id`;
const COMMENT_SELECT_PARAMS = 2;

const times = (n: number, value: number): number[] => Array.from({ length: n }, () => value);

function toAuthor(row: AuthorColumns): CommunityAuthor {
  return {
    id: row.author_id,
    name: row.author_name,
    username: row.author_username,
    isAdmin: Boolean(row.author_is_admin),
    isFollowing: Boolean(row.author_following),
  };
}

function toPost(row: PostRow): CommunityPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    contentType: row.content_type,
    mediaUrl: row.media_url,
    mediaType: row.media_type,
    createdAt: new Date(row.created_at).toISOString(),
    likeCount: row.like_count,
    commentCount: row.comment_count,
    isLiked: Boolean(row.is_liked),
    isBookmarked: Boolean(row.is_bookmarked),
    author: toAuthor(row),
  };
}

function toComment(row: CommentRow): CommunityComment {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    likeCount: row.like_count,
    isLiked: Boolean(row.is_liked),
    author: toAuthor(row),
  };
}

/** `%term%` for LIKE, with the wildcards in the person's words taken literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function createCommunityService(store: DataStore, media: MediaService, now: () => number) {
  const { forUpdate } = store.dialect;

  const postById = (q: Queryable, me: number, id: number) =>
    q.get<PostRow>(`${POST_SELECT} WHERE p.id = ?`, [...times(POST_SELECT_PARAMS, me), id]);
  const commentById = (me: number, id: number) =>
    store.get<CommentRow>(`${COMMENT_SELECT} WHERE c.id = ?`, [...times(COMMENT_SELECT_PARAMS, me), id]);

  const requirePost = async (id: number) => {
    const row = await store.get<{ user_id: number; media_url: string | null }>(
      'SELECT user_id, media_url FROM community_posts WHERE id = ?',
      [id],
    );
    if (!row) throw notFound('Post not found');
    return row;
  };
  const requireComment = async (id: number) => {
    const row = await store.get<{ user_id: number; post_id: number }>(
      'SELECT user_id, post_id FROM community_comments WHERE id = ?',
      [id],
    );
    if (!row) throw notFound('Comment not found');
    return row;
  };

  /**
   * Inside a transaction: locks the post whose counters it is about to set
   * (PostgreSQL; SQLite's BEGIN IMMEDIATE already serialises every writer), so
   * the counts that follow see every committed row. 404 when it is gone.
   */
  const lockPost = async (tx: Queryable, id: number) => {
    const row = await tx.get<{ id: number }>(`SELECT id FROM community_posts WHERE id = ?${forUpdate}`, [id]);
    if (!row) throw notFound('Post not found');
  };
  const lockComment = async (tx: Queryable, id: number) => {
    const row = await tx.get<{ id: number }>(`SELECT id FROM community_comments WHERE id = ?${forUpdate}`, [
      id,
    ]);
    if (!row) throw notFound('Comment not found');
  };

  const recountComments = (tx: Queryable, postId: number) =>
    tx.run(
      `UPDATE community_posts SET comment_count =
         (SELECT count(*) FROM community_comments WHERE post_id = community_posts.id) WHERE id = ?`,
      [postId],
    );
  const recountPostLikes = async (tx: Queryable, postId: number) =>
    (
      await tx.get<{ like_count: number }>(
        `UPDATE community_posts SET like_count =
           (SELECT count(*) FROM post_likes WHERE post_id = community_posts.id) WHERE id = ? RETURNING like_count`,
        [postId],
      )
    )?.like_count ?? 0;
  const recountCommentLikes = async (tx: Queryable, commentId: number) =>
    (
      await tx.get<{ like_count: number }>(
        `UPDATE community_comments SET like_count =
           (SELECT count(*) FROM comment_likes WHERE comment_id = community_comments.id) WHERE id = ? RETURNING like_count`,
        [commentId],
      )
    )?.like_count ?? 0;

  const userFlags = (id: number) =>
    store.get<{ id: number; is_admin: number }>('SELECT id, is_admin FROM users WHERE id = ?', [id]);

  async function getPost(me: number, id: number): Promise<CommunityPost | null> {
    const row = await postById(store, me, id);
    return row ? toPost(row) : null;
  }

  /** Removes a post, its comments, likes and bookmarks (cascade) and its stored media. No permission check. */
  async function deletePost(id: number): Promise<void> {
    const row = await requirePost(id);
    await store.transaction(async (tx) => {
      await tx.run('DELETE FROM community_posts WHERE id = ?', [id]);
      await media.deleteByUrl(row.media_url, tx);
    });
  }

  /** Removes a comment and its likes, and sets the post's comment count. No permission check. */
  async function deleteComment(id: number): Promise<void> {
    const row = await requireComment(id);
    await store.transaction(async (tx) => {
      // The post may have gone meanwhile (its comments with it): then there is nothing to count.
      const post = await tx.get<{ id: number }>(`SELECT id FROM community_posts WHERE id = ?${forUpdate}`, [
        row.post_id,
      ]);
      await tx.run('DELETE FROM community_comments WHERE id = ?', [id]);
      if (post) await recountComments(tx, row.post_id);
    });
  }

  return {
    /** Newest first, 10 a page; `following` and `bookmarked` narrow to the reader's own lists. */
    async listPosts(me: number, query: PostListQuery): Promise<PostListResponse> {
      const where: string[] = [];
      const params: Param[] = [];
      if (query.search) {
        const { ilike } = store.dialect;
        // ESCAPE '\' is one backslash on both (PostgreSQL with standard_conforming_strings).
        where.push(`(p.title ${ilike} ? ESCAPE '\\' OR p.content ${ilike} ? ESCAPE '\\')`);
        const pattern = likePattern(query.search);
        params.push(pattern, pattern);
      }
      if (query.following) {
        where.push('p.user_id IN (SELECT following_id FROM user_follows WHERE follower_id = ?)');
        params.push(me);
      }
      if (query.bookmarked) {
        where.push('p.id IN (SELECT post_id FROM bookmarks WHERE user_id = ?)');
        params.push(me);
      }
      const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const total =
        (await store.get<{ n: number }>(`SELECT count(*) AS n FROM community_posts p${whereSql}`, params))
          ?.n ?? 0;
      const pages = Math.ceil(total / COMMUNITY_PAGE_SIZE);
      const currentPage = query.page;
      const rows = await store.all<PostRow>(
        `${POST_SELECT}${whereSql} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
        [
          ...times(POST_SELECT_PARAMS, me),
          ...params,
          COMMUNITY_PAGE_SIZE,
          (currentPage - 1) * COMMUNITY_PAGE_SIZE,
        ],
      );
      return { posts: rows.map(toPost), pages, currentPage };
    },

    getPost,

    /**
     * Stores the media (checked by type, bytes and size; a picture drawn again
     * without its metadata) and the post in one transaction: a refused file or
     * a failed insert leaves nothing behind.
     */
    async createPost(me: number, input: NewPost): Promise<CommunityPost> {
      if (input.mediaType && !input.mediaUrl)
        throw badRequest('Add the image or video, or remove it', 'mediaUrl');
      // Checked and prepared before the transaction: a picture drawn again, a video's base64 are slow work.
      const decoded: PreparedMedia | null = input.mediaUrl
        ? await media.prepare(input.mediaUrl, input.mediaType ?? undefined)
        : null;
      const id = await store.transaction(async (tx) => {
        let mediaUrl: string | null = null;
        let mediaType: MediaType | null = null;
        if (decoded) {
          const stored = await media.storePrepared(me, decoded, tx);
          mediaUrl = stored.url;
          mediaType = stored.mediaType;
        }
        const t = now();
        const row = await tx.get<{ id: number }>(
          `INSERT INTO community_posts (user_id, title, content, content_type, media_url, media_type, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [me, input.title, input.content, input.contentType, mediaUrl, mediaType, t, t],
        );
        if (!row) throw new ApiError(500, 'The post could not be saved');
        return row.id;
      });
      const post = await getPost(me, id);
      if (!post) throw new ApiError(500, 'The post could not be saved');
      return post;
    },

    /** Authors delete their own posts, admins any. */
    async deletePostAs(actor: Actor, id: number): Promise<void> {
      const row = await requirePost(id);
      if (row.user_id !== actor.id && !actor.isAdmin) throw forbidden('You can only delete your own posts');
      await deletePost(id);
    },
    deletePost,

    likePost(me: number, postId: number): Promise<ToggleResponse> {
      return store.transaction(async (tx) => {
        await lockPost(tx, postId);
        const { changes } = await tx.run(
          'INSERT INTO post_likes (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          [postId, me, now()],
        );
        const likeCount = await recountPostLikes(tx, postId);
        return changes > 0
          ? { action: 'liked', status: 'liked', message: 'Post liked', likeCount }
          : { action: 'none', status: 'already_liked', message: 'You already liked this post', likeCount };
      });
    },

    unlikePost(me: number, postId: number): Promise<ToggleResponse> {
      return store.transaction(async (tx) => {
        await lockPost(tx, postId);
        const { changes } = await tx.run('DELETE FROM post_likes WHERE post_id = ? AND user_id = ?', [
          postId,
          me,
        ]);
        const likeCount = await recountPostLikes(tx, postId);
        return changes > 0
          ? { action: 'unliked', status: 'unliked', message: 'Post unliked', likeCount }
          : { action: 'none', status: 'not_liked', message: 'You had not liked this post', likeCount };
      });
    },

    bookmark(me: number, postId: number): Promise<ToggleResponse> {
      return store.transaction(async (tx) => {
        await lockPost(tx, postId);
        const { changes } = await tx.run(
          'INSERT INTO bookmarks (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          [postId, me, now()],
        );
        return changes > 0
          ? { action: 'bookmarked', status: 'bookmarked', message: 'Post bookmarked' }
          : { action: 'none', status: 'already_bookmarked', message: 'You already bookmarked this post' };
      });
    },

    unbookmark(me: number, postId: number): Promise<ToggleResponse> {
      return store.transaction(async (tx) => {
        await lockPost(tx, postId);
        const { changes } = await tx.run('DELETE FROM bookmarks WHERE post_id = ? AND user_id = ?', [
          postId,
          me,
        ]);
        return changes > 0
          ? { action: 'unbookmarked', status: 'unbookmarked', message: 'Bookmark removed' }
          : { action: 'none', status: 'not_bookmarked', message: 'This post was not bookmarked' };
      });
    },

    async isFollowing(me: number, userId: number): Promise<boolean> {
      const row = await store.get<{ n: number }>(
        'SELECT count(*) AS n FROM user_follows WHERE follower_id = ? AND following_id = ?',
        [me, userId],
      );
      return (row?.n ?? 0) > 0;
    },

    /** Not yourself (400), not an admin (403), not someone who does not exist (404). */
    async follow(me: number, userId: number): Promise<ToggleResponse> {
      if (me === userId) throw badRequest('You cannot follow yourself');
      const target = await userFlags(userId);
      if (!target) throw notFound('User not found');
      if (target.is_admin) throw forbidden('Admins cannot be followed');
      const { changes } = await store.run(
        'INSERT INTO user_follows (follower_id, following_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        [me, userId, now()],
      );
      return changes > 0
        ? { action: 'followed', status: 'following', message: 'You are now following this person' }
        : { action: 'none', status: 'already_following', message: 'You already follow this person' };
    },

    async unfollow(me: number, userId: number): Promise<ToggleResponse> {
      if (me === userId) throw badRequest('You cannot follow yourself');
      if (!(await userFlags(userId))) throw notFound('User not found');
      const { changes } = await store.run(
        'DELETE FROM user_follows WHERE follower_id = ? AND following_id = ?',
        [me, userId],
      );
      return changes > 0
        ? { action: 'unfollowed', status: 'not_following', message: 'You no longer follow this person' }
        : { action: 'none', status: 'not_following', message: 'You were not following this person' };
    },

    async listComments(me: number, postId: number): Promise<CommunityComment[]> {
      await requirePost(postId);
      const rows = await store.all<CommentRow>(
        `${COMMENT_SELECT} WHERE c.post_id = ? ORDER BY c.created_at ASC, c.id ASC`,
        [...times(COMMENT_SELECT_PARAMS, me), postId],
      );
      return rows.map(toComment);
    },

    async addComment(me: number, postId: number, content: string): Promise<CommunityComment> {
      const id = await store.transaction(async (tx) => {
        await lockPost(tx, postId);
        const t = now();
        const row = await tx.get<{ id: number }>(
          `INSERT INTO community_comments (post_id, user_id, content, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?) RETURNING id`,
          [postId, me, content, t, t],
        );
        if (!row) throw new ApiError(500, 'The comment could not be saved');
        await recountComments(tx, postId);
        return row.id;
      });
      const row = await commentById(me, id);
      if (!row) throw new ApiError(500, 'The comment could not be saved');
      return toComment(row);
    },

    /** Authors delete their own comments, admins any. */
    async deleteCommentAs(actor: Actor, id: number): Promise<void> {
      const row = await requireComment(id);
      if (row.user_id !== actor.id && !actor.isAdmin)
        throw forbidden('You can only delete your own comments');
      await deleteComment(id);
    },
    deleteComment,

    likeComment(me: number, commentId: number): Promise<ToggleResponse> {
      return store.transaction(async (tx) => {
        await lockComment(tx, commentId);
        const { changes } = await tx.run(
          'INSERT INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          [commentId, me, now()],
        );
        const likeCount = await recountCommentLikes(tx, commentId);
        return changes > 0
          ? { action: 'liked', status: 'liked', message: 'Comment liked', likeCount }
          : { action: 'none', status: 'already_liked', message: 'You already liked this comment', likeCount };
      });
    },

    unlikeComment(me: number, commentId: number): Promise<ToggleResponse> {
      return store.transaction(async (tx) => {
        await lockComment(tx, commentId);
        const { changes } = await tx.run('DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?', [
          commentId,
          me,
        ]);
        const likeCount = await recountCommentLikes(tx, commentId);
        return changes > 0
          ? { action: 'unliked', status: 'unliked', message: 'Comment unliked', likeCount }
          : { action: 'none', status: 'not_liked', message: 'You had not liked this comment', likeCount };
      });
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
