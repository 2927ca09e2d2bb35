/**
 * The community on the device. Owns two things:
 *
 * - The last list pages and comment threads seen online (Dexie), answered
 *   when there is no connection so the community can still be read.
 * - Every community change (like, bookmark, follow, comment, comment like,
 *   new post) as an outbox item with its own Idempotency-Key. The screen shows
 *   the server's data with the waiting items laid over it, so a change appears
 *   at once, survives a reload, and disappears into the real data once sent.
 *   Pressing again before a toggle was sent cancels it instead of sending both.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxItem } from '@shared/lib/outbox';
import type {
  CommunityComment,
  CommunityPost,
  NewPostInput,
  PostListResponse,
  ToggleResponse,
} from '@shared/schemas/community';
import type { PublicUser } from '@shared/schemas/user';
import { ApiError, apiRequest, NetworkError } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { isOnline } from './connection';
import { deviceDb } from './db';
import { newOutboxItem, registerOutboxKind, replayNow } from './outbox';

export type CommunityTab = 'all' | 'following' | 'bookmarked';

export const KIND = {
  like: 'community-like',
  unlike: 'community-unlike',
  bookmark: 'community-bookmark',
  unbookmark: 'community-unbookmark',
  follow: 'community-follow',
  unfollow: 'community-unfollow',
  comment: 'community-comment',
  commentLike: 'community-comment-like',
  commentUnlike: 'community-comment-unlike',
  post: 'community-post',
} as const;

export const TARGET = {
  like: (postId: number) => `post-like:${postId}`,
  bookmark: (postId: number) => `post-bookmark:${postId}`,
  follow: (userId: number) => `user-follow:${userId}`,
  comments: (postId: number) => `post-comments:${postId}`,
  commentLike: (commentId: number) => `comment-like:${commentId}`,
  // One target for all new posts: they reach the server in the order they were written.
  post: 'community-new-post',
};

const idOf = (item: OutboxItem) => Number(item.target.split(':')[1]);

/** Query keys: everything community starts with 'community' so one refresh covers it. */
export const communityKeys = {
  all: ['community'] as const,
  posts: (tab: CommunityTab, search: string, page: number) =>
    ['community', 'posts', tab, search, page] as const,
  comments: (postId: number) => ['community', 'comments', postId] as const,
};

// ---- after a change is sent: put the server's answer into what is on screen, then refresh ----

function patchPosts(patch: (post: CommunityPost) => CommunityPost): void {
  queryClient.setQueriesData<ListResult>({ queryKey: ['community', 'posts'] }, (old) =>
    old ? { ...old, response: { ...old.response, posts: old.response.posts.map(patch) } } : old,
  );
}

function patchComments(postId: number, patch: (comments: CommunityComment[]) => CommunityComment[]): void {
  queryClient.setQueryData<CommentsResult>(communityKeys.comments(postId), (old) =>
    old ? { ...old, comments: patch(old.comments) } : old,
  );
}

const toggleFailure = (text: string) => (item: OutboxItem) => ({
  title: 'Error',
  description: item.error ? `${text}: ${item.error}` : text,
});

function registerToggle(
  on: string,
  off: string,
  text: string,
  apply: (item: OutboxItem, value: boolean, answer: ToggleResponse | undefined) => void,
): void {
  for (const [kind, value] of [
    [on, true],
    [off, false],
  ] as const) {
    registerOutboxKind(kind, {
      // The screen reads the outbox: once the item is gone, the server's state shows again.
      undo: async () => undefined,
      afterSent: (item) => apply(item, value, item.response as ToggleResponse | undefined),
      failureToast: toggleFailure(text),
    });
  }
}

registerToggle(KIND.like, KIND.unlike, 'Failed to update like status', (item, isLiked, answer) => {
  const id = idOf(item);
  patchPosts((p) =>
    p.id === id
      ? {
          ...p,
          isLiked,
          likeCount:
            answer?.likeCount ?? Math.max(0, p.likeCount + (isLiked === p.isLiked ? 0 : isLiked ? 1 : -1)),
        }
      : p,
  );
});
registerToggle(KIND.bookmark, KIND.unbookmark, 'Failed to update bookmark status', (item, isBookmarked) => {
  const id = idOf(item);
  patchPosts((p) => (p.id === id ? { ...p, isBookmarked } : p));
});
registerToggle(KIND.follow, KIND.unfollow, 'Failed to update follow status', (item, isFollowing) => {
  const id = idOf(item);
  patchPosts((p) => (p.author.id === id ? { ...p, author: { ...p.author, isFollowing } } : p));
});
registerToggle(
  KIND.commentLike,
  KIND.commentUnlike,
  'Failed to update like status',
  (item, isLiked, answer) => {
    const commentId = idOf(item);
    const postId = (item.body as { postId?: number } | undefined)?.postId;
    if (postId === undefined) return;
    patchComments(postId, (list) =>
      list.map((c) =>
        c.id === commentId ? { ...c, isLiked, likeCount: answer?.likeCount ?? c.likeCount } : c,
      ),
    );
  },
);
registerOutboxKind(KIND.comment, {
  undo: async () => undefined,
  afterSent: (item) => {
    const comment = item.response as CommunityComment | undefined;
    const postId = idOf(item);
    if (!comment?.id) return;
    patchComments(postId, (list) => (list.some((c) => c.id === comment.id) ? list : [...list, comment]));
    patchPosts((p) => (p.id === postId ? { ...p, commentCount: p.commentCount + 1 } : p));
  },
  failureToast: (item) => ({ title: 'Failed to add comment', description: item.error }),
});
function postSent(item: OutboxItem): void {
  const post = item.response as CommunityPost | undefined;
  if (!post?.id) return;
  queryClient.setQueryData<ListResult>(communityKeys.posts('all', '', 1), (old) =>
    old && !old.response.posts.some((p) => p.id === post.id)
      ? { ...old, response: { ...old.response, posts: [post, ...old.response.posts] } }
      : old,
  );
}

registerOutboxKind(KIND.post, {
  undo: async () => undefined,
  afterSent: postSent,
  failureToast: (item) => ({ title: 'Failed to create post', description: item.error }),
});

// ---- reading: online from the API (and kept), offline from what was kept ----

const PAGES_KEPT = 30;

export interface ListResult {
  response: PostListResponse;
  /** Read from the device because there is no connection; when it was last seen online. */
  offlineSince: number | null;
}

export interface CommentsResult {
  comments: CommunityComment[];
  offlineSince: number | null;
}

const pageKey = (userId: number, tab: CommunityTab, search: string, page: number) =>
  `${userId}|${tab}|${search}|${page}`;

export function listUrl(tab: CommunityTab, search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (tab === 'following') params.set('following', 'true');
  if (tab === 'bookmarked') params.set('bookmarked', 'true');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/community/posts${query ? `?${query}` : ''}`;
}

async function keepPage(key: string, userId: number, response: PostListResponse): Promise<void> {
  await deviceDb.communityPages.put({ key, userId, response, savedAt: Date.now() });
  const count = await deviceDb.communityPages.count();
  if (count > PAGES_KEPT) {
    const oldest = await deviceDb.communityPages
      .orderBy('savedAt')
      .limit(count - PAGES_KEPT)
      .primaryKeys();
    await deviceDb.communityPages.bulkDelete(oldest);
  }
}

export async function loadPosts(
  userId: number,
  tab: CommunityTab,
  search: string,
  page: number,
): Promise<ListResult> {
  const key = pageKey(userId, tab, search, page);
  try {
    if (!isOnline()) throw new NetworkError(new Error('offline'));
    const response = await apiRequest<PostListResponse>(
      'GET',
      listUrl(tab, search, page),
      undefined,
      {},
      {
        deviceAnswers: true,
      },
    );
    await keepPage(key, userId, response).catch(() => undefined);
    return { response, offlineSince: null };
  } catch (err) {
    if (!(err instanceof NetworkError)) throw err;
    const kept = await deviceDb.communityPages.get(key);
    if (!kept) throw err;
    return { response: kept.response, offlineSince: kept.savedAt };
  }
}

export async function loadComments(userId: number, postId: number): Promise<CommentsResult> {
  const key = `${userId}|${postId}`;
  try {
    if (!isOnline()) throw new NetworkError(new Error('offline'));
    const comments = await apiRequest<CommunityComment[]>(
      'GET',
      `/api/community/posts/${postId}/comments`,
      undefined,
      {},
      { deviceAnswers: true },
    );
    await deviceDb.communityComments
      .put({ key, userId, comments, savedAt: Date.now() })
      .catch(() => undefined);
    return { comments, offlineSince: null };
  } catch (err) {
    if (!(err instanceof NetworkError)) throw err;
    const kept = await deviceDb.communityComments.get(key);
    if (!kept) throw err;
    return { comments: kept.comments, offlineSince: kept.savedAt };
  }
}

// ---- changing: the outbox entry is the change on screen ----

/**
 * Queues one side of a toggle. If the opposite is still waiting (not yet
 * being sent), the two cancel out and nothing is sent.
 */
async function queueToggle(
  user: PublicUser,
  fields: {
    target: string;
    on: string;
    off: string;
    value: boolean;
    url: string;
    label: string;
    body?: unknown;
  },
): Promise<void> {
  await deviceDb.transaction('rw', deviceDb.outbox, async () => {
    const waiting = (await deviceDb.outbox.where('target').equals(fields.target).sortBy('createdAt')).filter(
      (i) => i.userId === user.id,
    );
    const last = waiting[waiting.length - 1];
    if (last && last.status === 'pending' && last.kind === (fields.value ? fields.off : fields.on)) {
      await deviceDb.outbox.delete(last.id);
      return;
    }
    await deviceDb.outbox.add(
      newOutboxItem({
        userId: user.id,
        method: fields.value ? 'POST' : 'DELETE',
        url: fields.url,
        target: fields.target,
        kind: fields.value ? fields.on : fields.off,
        label: fields.label,
        body: fields.body,
      }),
    );
  });
  void replayNow();
}

export function setPostLiked(user: PublicUser, post: Pick<CommunityPost, 'id' | 'title'>, liked: boolean) {
  return queueToggle(user, {
    target: TARGET.like(post.id),
    on: KIND.like,
    off: KIND.unlike,
    value: liked,
    url: `/api/community/posts/${post.id}/like`,
    label: `${liked ? 'Like' : 'Unlike'} “${post.title}”`,
  });
}

export function setPostBookmarked(
  user: PublicUser,
  post: Pick<CommunityPost, 'id' | 'title'>,
  bookmarked: boolean,
) {
  return queueToggle(user, {
    target: TARGET.bookmark(post.id),
    on: KIND.bookmark,
    off: KIND.unbookmark,
    value: bookmarked,
    url: `/api/community/posts/${post.id}/bookmark`,
    label: `${bookmarked ? 'Bookmark' : 'Remove the bookmark of'} “${post.title}”`,
  });
}

export function setFollowing(user: PublicUser, author: { id: number; username: string }, follow: boolean) {
  return queueToggle(user, {
    target: TARGET.follow(author.id),
    on: KIND.follow,
    off: KIND.unfollow,
    value: follow,
    url: `/api/community/users/${author.id}/follow`,
    label: `${follow ? 'Follow' : 'Unfollow'} ${author.username}`,
  });
}

export function setCommentLiked(
  user: PublicUser,
  comment: Pick<CommunityComment, 'id' | 'postId'>,
  liked: boolean,
) {
  return queueToggle(user, {
    target: TARGET.commentLike(comment.id),
    on: KIND.commentLike,
    off: KIND.commentUnlike,
    value: liked,
    url: `/api/community/comments/${comment.id}/like`,
    label: `${liked ? 'Like' : 'Unlike'} a comment`,
    // Not read by the server (like has no body); it tells the screen which thread to update.
    body: { postId: comment.postId },
  });
}

export async function addComment(user: PublicUser, postId: number, content: string): Promise<void> {
  await deviceDb.outbox.add(
    newOutboxItem({
      userId: user.id,
      method: 'POST',
      url: `/api/community/posts/${postId}/comments`,
      target: TARGET.comments(postId),
      kind: KIND.comment,
      label: 'Add a comment',
      body: { content },
    }),
  );
  void replayNow();
}

/**
 * Sends a new post. Online, it is sent at once so a refusal (a file that is
 * not what it claims, too many posts) is shown while the form is still open;
 * with no connection it goes into the outbox under the same key and is sent
 * when the connection returns. Throws the server's refusal.
 */
export async function submitPost(user: PublicUser, input: NewPostInput): Promise<'sent' | 'queued'> {
  const item = newOutboxItem({
    userId: user.id,
    method: 'POST',
    url: '/api/community/posts',
    target: TARGET.post,
    kind: KIND.post,
    label: `Post “${input.title}”`,
    body: input,
  });
  if (isOnline()) {
    try {
      const post = await apiRequest<CommunityPost>('POST', item.url, input, { 'Idempotency-Key': item.id });
      postSent({ ...item, response: post });
      return 'sent';
    } catch (err) {
      if (!(err instanceof NetworkError) && !(err instanceof ApiError && err.status >= 500)) throw err;
    }
  }
  await deviceDb.outbox.add(item);
  void replayNow();
  return 'queued';
}

/** This person's community changes still waiting to be sent, oldest first. */
export function useCommunityPending(userId: number | undefined): OutboxItem[] {
  return (
    useLiveQuery(async () => {
      if (userId === undefined) return [];
      const items = await deviceDb.outbox.where('userId').equals(userId).sortBy('createdAt');
      return items.filter((i) => i.kind.startsWith('community-'));
    }, [userId]) ?? []
  );
}
