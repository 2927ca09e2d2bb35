/**
 * The community as the person sees it: the server's posts and comments with
 * their own changes that are still waiting in the outbox laid over them.
 * Pure functions, so the rules are easy to test.
 */
import type { OutboxItem } from '@shared/lib/outbox';
import type { CommunityComment, CommunityPost, NewPostInput } from '@shared/schemas/community';
import type { PublicUser } from '@shared/schemas/user';
import { KIND, TARGET } from '../../offline/community';

export interface ShownPost extends CommunityPost {
  /** A new post not yet sent (its id is negative and nothing can be done with it yet). */
  pendingPost: boolean;
  likePending: boolean;
  bookmarkPending: boolean;
  followPending: boolean;
}

export interface ShownComment extends CommunityComment {
  pendingComment: boolean;
  likePending: boolean;
}

/** The last waiting toggle for a target: its value, or undefined when nothing waits. */
function lastToggle(items: readonly OutboxItem[], target: string, on: string): boolean | undefined {
  let value: boolean | undefined;
  for (const item of items) if (item.target === target) value = item.kind === on;
  return value;
}

export function overlayPost(post: CommunityPost, items: readonly OutboxItem[]): ShownPost {
  const liked = lastToggle(items, TARGET.like(post.id), KIND.like);
  const bookmarked = lastToggle(items, TARGET.bookmark(post.id), KIND.bookmark);
  const following = lastToggle(items, TARGET.follow(post.author.id), KIND.follow);
  const comments = items.filter(
    (i) => i.kind === KIND.comment && i.target === TARGET.comments(post.id),
  ).length;
  const isLiked = liked ?? post.isLiked;
  return {
    ...post,
    isLiked,
    likeCount: Math.max(0, post.likeCount + (isLiked === post.isLiked ? 0 : isLiked ? 1 : -1)),
    isBookmarked: bookmarked ?? post.isBookmarked,
    commentCount: post.commentCount + comments,
    author: { ...post.author, isFollowing: following ?? post.author.isFollowing },
    pendingPost: false,
    likePending: liked !== undefined,
    bookmarkPending: bookmarked !== undefined,
    followPending: following !== undefined,
  };
}

/** New posts written on this device and not yet sent, newest first. */
export function pendingPosts(items: readonly OutboxItem[], user: PublicUser): ShownPost[] {
  return items
    .filter((i) => i.kind === KIND.post)
    .map((item, index) => {
      const input = item.body as NewPostInput;
      return {
        id: -(index + 1),
        title: input.title,
        content: input.content,
        contentType: input.contentType,
        mediaUrl: input.mediaUrl ?? null,
        mediaType: input.mediaType ?? null,
        createdAt: new Date(item.createdAt).toISOString(),
        likeCount: 0,
        commentCount: 0,
        isLiked: false,
        isBookmarked: false,
        author: {
          id: user.id,
          name: user.name,
          username: user.username,
          isAdmin: user.isAdmin,
          isFollowing: false,
        },
        pendingPost: true,
        likePending: false,
        bookmarkPending: false,
        followPending: false,
      };
    })
    .reverse();
}

export function overlayComments(
  postId: number,
  comments: readonly CommunityComment[],
  items: readonly OutboxItem[],
  user: PublicUser,
): ShownComment[] {
  const shown: ShownComment[] = comments.map((c) => {
    const liked = lastToggle(items, TARGET.commentLike(c.id), KIND.commentLike);
    const isLiked = liked ?? c.isLiked;
    return {
      ...c,
      isLiked,
      likeCount: Math.max(0, c.likeCount + (isLiked === c.isLiked ? 0 : isLiked ? 1 : -1)),
      pendingComment: false,
      likePending: liked !== undefined,
    };
  });
  const waiting = items.filter((i) => i.kind === KIND.comment && i.target === TARGET.comments(postId));
  waiting.forEach((item, index) =>
    shown.push({
      id: -(index + 1),
      postId,
      content: (item.body as { content: string }).content,
      createdAt: new Date(item.createdAt).toISOString(),
      likeCount: 0,
      isLiked: false,
      author: {
        id: user.id,
        name: user.name,
        username: user.username,
        isAdmin: user.isAdmin,
        isFollowing: false,
      },
      pendingComment: true,
      likePending: false,
    }),
  );
  return shown;
}
