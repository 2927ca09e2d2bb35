/**
 * The community: posts, comments, likes, bookmarks and follows. Every write
 * that changes a counter runs in one immediate transaction that writes the
 * row (unique indexes turn a repeat into nothing) and then sets the counter
 * from `count(*)` of the real rows, so counters never drift, even under many
 * concurrent requests or several server processes.
 *
 * Permission checks live here too (authors delete their own, admins any), so
 * the admin area can call the same functions.
 */
import type Database from 'better-sqlite3';
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
import type { Db } from '../db/client';
import { ApiError, badRequest, forbidden, notFound } from '../lib/http';
import type { Actor } from './actor';
import type { MediaService } from './media';

interface AuthorColumns {
  author_id: number;
  author_name: string | null;
  author_username: string;
  author_is_admin: number;
  author_following: number;
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
  is_liked: number;
  is_bookmarked: number;
}

interface CommentRow extends AuthorColumns {
  id: number;
  post_id: number;
  content: string;
  created_at: number;
  like_count: number;
  is_liked: number;
}

const AUTHOR_COLUMNS = `u.id AS author_id, u.name AS author_name, u.username AS author_username,
  u.is_admin AS author_is_admin,
  EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = @me AND f.following_id = u.id) AS author_following`;

const POST_SELECT = `SELECT p.id, p.title, p.content, p.content_type, p.media_url, p.media_type, p.created_at,
  p.like_count, p.comment_count,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = @me) AS is_liked,
  EXISTS (SELECT 1 FROM bookmarks b WHERE b.post_id = p.id AND b.user_id = @me) AS is_bookmarked,
  ${AUTHOR_COLUMNS}
  FROM community_posts p JOIN users u ON u.id = p.user_id`;

const COMMENT_SELECT = `SELECT c.id, c.post_id, c.content, c.created_at, c.like_count,
  EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = @me) AS is_liked,
  ${AUTHOR_COLUMNS}
  FROM community_comments c JOIN users u ON u.id = c.user_id`;

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

export function createCommunityService(db: Db, media: MediaService, now: () => number) {
  const sqlite: Database.Database = db.$client;
  const listStatements = new Map<string, { count: Database.Statement; page: Database.Statement }>();

  const postById = sqlite.prepare<{ me: number; id: number }, PostRow>(`${POST_SELECT} WHERE p.id = @id`);
  const commentById = sqlite.prepare<{ me: number; id: number }, CommentRow>(
    `${COMMENT_SELECT} WHERE c.id = @id`,
  );
  const commentsOfPost = sqlite.prepare<{ me: number; postId: number }, CommentRow>(
    `${COMMENT_SELECT} WHERE c.post_id = @postId ORDER BY c.created_at ASC, c.id ASC`,
  );
  const postOwner = sqlite.prepare<[number], { user_id: number; media_url: string | null }>(
    'SELECT user_id, media_url FROM community_posts WHERE id = ?',
  );
  const commentOwner = sqlite.prepare<[number], { user_id: number; post_id: number }>(
    'SELECT user_id, post_id FROM community_comments WHERE id = ?',
  );
  const userFlags = sqlite.prepare<[number], { id: number; is_admin: number }>(
    'SELECT id, is_admin FROM users WHERE id = ?',
  );

  const insertPost = sqlite.prepare<
    [number, string, string, ContentType, string | null, MediaType | null, number, number],
    { id: number }
  >(
    `INSERT INTO community_posts (user_id, title, content, content_type, media_url, media_type, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const deletePostRow = sqlite.prepare<[number]>('DELETE FROM community_posts WHERE id = ?');
  const insertComment = sqlite.prepare<[number, number, string, number, number], { id: number }>(
    `INSERT INTO community_comments (post_id, user_id, content, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?) RETURNING id`,
  );
  const deleteCommentRow = sqlite.prepare<[number]>('DELETE FROM community_comments WHERE id = ?');
  const recountComments = sqlite.prepare<[number]>(
    `UPDATE community_posts SET comment_count =
       (SELECT count(*) FROM community_comments WHERE post_id = community_posts.id) WHERE id = ?`,
  );
  const recountPostLikes = sqlite.prepare<[number], { like_count: number }>(
    `UPDATE community_posts SET like_count =
       (SELECT count(*) FROM post_likes WHERE post_id = community_posts.id) WHERE id = ? RETURNING like_count`,
  );
  const recountCommentLikes = sqlite.prepare<[number], { like_count: number }>(
    `UPDATE community_comments SET like_count =
       (SELECT count(*) FROM comment_likes WHERE comment_id = community_comments.id) WHERE id = ? RETURNING like_count`,
  );
  const likePostStmt = sqlite.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO post_likes (post_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  const unlikePostStmt = sqlite.prepare<[number, number]>(
    'DELETE FROM post_likes WHERE post_id = ? AND user_id = ?',
  );
  const likeCommentStmt = sqlite.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  const unlikeCommentStmt = sqlite.prepare<[number, number]>(
    'DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?',
  );
  const bookmarkStmt = sqlite.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO bookmarks (post_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  const unbookmarkStmt = sqlite.prepare<[number, number]>(
    'DELETE FROM bookmarks WHERE post_id = ? AND user_id = ?',
  );
  const followStmt = sqlite.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO user_follows (follower_id, following_id, created_at) VALUES (?, ?, ?)',
  );
  const unfollowStmt = sqlite.prepare<[number, number]>(
    'DELETE FROM user_follows WHERE follower_id = ? AND following_id = ?',
  );
  const isFollowingStmt = sqlite.prepare<[number, number], { n: number }>(
    'SELECT count(*) AS n FROM user_follows WHERE follower_id = ? AND following_id = ?',
  );

  const requirePost = (id: number) => {
    const row = postOwner.get(id);
    if (!row) throw notFound('Post not found');
    return row;
  };
  const requireComment = (id: number) => {
    const row = commentOwner.get(id);
    if (!row) throw notFound('Comment not found');
    return row;
  };

  /** Writes a like/unlike row and sets the counter from the rows, in one immediate transaction. */
  const toggle = <T>(fn: () => T): T => sqlite.transaction(fn).immediate();

  function getPost(me: number, id: number): CommunityPost | null {
    const row = postById.get({ me, id });
    return row ? toPost(row) : null;
  }

  /** Removes a post, its comments, likes and bookmarks (cascade) and its stored media. No permission check. */
  function deletePost(id: number): void {
    const row = requirePost(id);
    sqlite
      .transaction(() => {
        deletePostRow.run(id);
        media.deleteByUrl(row.media_url);
      })
      .immediate();
  }

  /** Removes a comment and its likes, and sets the post's comment count. No permission check. */
  function deleteComment(id: number): void {
    const row = requireComment(id);
    sqlite
      .transaction(() => {
        deleteCommentRow.run(id);
        recountComments.run(row.post_id);
      })
      .immediate();
  }

  return {
    /** Newest first, 10 a page; `following` and `bookmarked` narrow to the reader's own lists. */
    listPosts(me: number, query: PostListQuery): PostListResponse {
      const where: string[] = [];
      const params: Record<string, string | number> = { me };
      if (query.search) {
        where.push(`(p.title LIKE @search ESCAPE '\\' OR p.content LIKE @search ESCAPE '\\')`);
        params.search = likePattern(query.search);
      }
      if (query.following) {
        where.push('p.user_id IN (SELECT following_id FROM user_follows WHERE follower_id = @me)');
      }
      if (query.bookmarked) {
        where.push('p.id IN (SELECT post_id FROM bookmarks WHERE user_id = @me)');
      }
      const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      // Eight shapes at most (three optional filters), each prepared once.
      let stmts = listStatements.get(whereSql);
      if (!stmts) {
        stmts = {
          count: sqlite.prepare(`SELECT count(*) AS n FROM community_posts p${whereSql}`),
          page: sqlite.prepare(
            `${POST_SELECT}${whereSql} ORDER BY p.created_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
          ),
        };
        listStatements.set(whereSql, stmts);
      }
      const total = (stmts.count.get(params) as { n: number }).n;
      const pages = Math.ceil(total / COMMUNITY_PAGE_SIZE);
      const currentPage = query.page;
      const rows = stmts.page.all({
        ...params,
        limit: COMMUNITY_PAGE_SIZE,
        offset: (currentPage - 1) * COMMUNITY_PAGE_SIZE,
      }) as PostRow[];
      return { posts: rows.map(toPost), pages, currentPage };
    },

    getPost,

    /**
     * Stores the media (checked by type, bytes and size) and the post in one
     * transaction: a refused file or a failed insert leaves nothing behind.
     */
    createPost(me: number, input: NewPost): CommunityPost {
      if (input.mediaType && !input.mediaUrl)
        throw badRequest('Add the image or video, or remove it', 'mediaUrl');
      const id = sqlite
        .transaction(() => {
          let mediaUrl: string | null = null;
          let mediaType: MediaType | null = null;
          if (input.mediaUrl) {
            const stored = media.storeDataUrl(me, input.mediaUrl, input.mediaType ?? undefined);
            mediaUrl = stored.url;
            mediaType = stored.mediaType;
          }
          const t = now();
          const row = insertPost.get(
            me,
            input.title,
            input.content,
            input.contentType,
            mediaUrl,
            mediaType,
            t,
            t,
          );
          if (!row) throw new ApiError(500, 'The post could not be saved');
          return row.id;
        })
        .immediate();
      const post = getPost(me, id);
      if (!post) throw new ApiError(500, 'The post could not be saved');
      return post;
    },

    /** Authors delete their own posts, admins any. */
    deletePostAs(actor: Actor, id: number): void {
      const row = requirePost(id);
      if (row.user_id !== actor.id && !actor.isAdmin) throw forbidden('You can only delete your own posts');
      deletePost(id);
    },
    deletePost,

    likePost(me: number, postId: number): ToggleResponse {
      return toggle(() => {
        requirePost(postId);
        const changed = likePostStmt.run(postId, me, now()).changes > 0;
        const likeCount = recountPostLikes.get(postId)?.like_count ?? 0;
        return changed
          ? { action: 'liked', status: 'liked', message: 'Post liked', likeCount }
          : { action: 'none', status: 'already_liked', message: 'You already liked this post', likeCount };
      });
    },

    unlikePost(me: number, postId: number): ToggleResponse {
      return toggle(() => {
        requirePost(postId);
        const changed = unlikePostStmt.run(postId, me).changes > 0;
        const likeCount = recountPostLikes.get(postId)?.like_count ?? 0;
        return changed
          ? { action: 'unliked', status: 'unliked', message: 'Post unliked', likeCount }
          : { action: 'none', status: 'not_liked', message: 'You had not liked this post', likeCount };
      });
    },

    bookmark(me: number, postId: number): ToggleResponse {
      return toggle(() => {
        requirePost(postId);
        const changed = bookmarkStmt.run(postId, me, now()).changes > 0;
        return changed
          ? { action: 'bookmarked', status: 'bookmarked', message: 'Post bookmarked' }
          : { action: 'none', status: 'already_bookmarked', message: 'You already bookmarked this post' };
      });
    },

    unbookmark(me: number, postId: number): ToggleResponse {
      return toggle(() => {
        requirePost(postId);
        const changed = unbookmarkStmt.run(postId, me).changes > 0;
        return changed
          ? { action: 'unbookmarked', status: 'unbookmarked', message: 'Bookmark removed' }
          : { action: 'none', status: 'not_bookmarked', message: 'This post was not bookmarked' };
      });
    },

    isFollowing(me: number, userId: number): boolean {
      return (isFollowingStmt.get(me, userId)?.n ?? 0) > 0;
    },

    /** Not yourself (400), not an admin (403), not someone who does not exist (404). */
    follow(me: number, userId: number): ToggleResponse {
      if (me === userId) throw badRequest('You cannot follow yourself');
      const target = userFlags.get(userId);
      if (!target) throw notFound('User not found');
      if (target.is_admin) throw forbidden('Admins cannot be followed');
      const changed = followStmt.run(me, userId, now()).changes > 0;
      return changed
        ? { action: 'followed', status: 'following', message: 'You are now following this person' }
        : { action: 'none', status: 'already_following', message: 'You already follow this person' };
    },

    unfollow(me: number, userId: number): ToggleResponse {
      if (me === userId) throw badRequest('You cannot follow yourself');
      if (!userFlags.get(userId)) throw notFound('User not found');
      const changed = unfollowStmt.run(me, userId).changes > 0;
      return changed
        ? { action: 'unfollowed', status: 'not_following', message: 'You no longer follow this person' }
        : { action: 'none', status: 'not_following', message: 'You were not following this person' };
    },

    listComments(me: number, postId: number): CommunityComment[] {
      requirePost(postId);
      return commentsOfPost.all({ me, postId }).map(toComment);
    },

    addComment(me: number, postId: number, content: string): CommunityComment {
      const id = toggle(() => {
        requirePost(postId);
        const t = now();
        const row = insertComment.get(postId, me, content, t, t);
        if (!row) throw new ApiError(500, 'The comment could not be saved');
        recountComments.run(postId);
        return row.id;
      });
      const row = commentById.get({ me, id });
      if (!row) throw new ApiError(500, 'The comment could not be saved');
      return toComment(row);
    },

    /** Authors delete their own comments, admins any. */
    deleteCommentAs(actor: Actor, id: number): void {
      const row = requireComment(id);
      if (row.user_id !== actor.id && !actor.isAdmin)
        throw forbidden('You can only delete your own comments');
      deleteComment(id);
    },
    deleteComment,

    likeComment(me: number, commentId: number): ToggleResponse {
      return toggle(() => {
        requireComment(commentId);
        const changed = likeCommentStmt.run(commentId, me, now()).changes > 0;
        const likeCount = recountCommentLikes.get(commentId)?.like_count ?? 0;
        return changed
          ? { action: 'liked', status: 'liked', message: 'Comment liked', likeCount }
          : { action: 'none', status: 'already_liked', message: 'You already liked this comment', likeCount };
      });
    },

    unlikeComment(me: number, commentId: number): ToggleResponse {
      return toggle(() => {
        requireComment(commentId);
        const changed = unlikeCommentStmt.run(commentId, me).changes > 0;
        const likeCount = recountCommentLikes.get(commentId)?.like_count ?? 0;
        return changed
          ? { action: 'unliked', status: 'unliked', message: 'Comment unliked', likeCount }
          : { action: 'none', status: 'not_liked', message: 'You had not liked this comment', likeCount };
      });
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
