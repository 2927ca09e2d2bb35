/**
 * Like, bookmark, follow and comment like: the change shows at once (it is an
 * outbox item), and the outbox undoes it with the spec's error text if the
 * server refuses. Only a failure to write on the device itself is reported here.
 */
import type { CommunityComment, CommunityPost } from '@shared/schemas/community';
import type { PublicUser } from '@shared/schemas/user';
import { notifyError } from '../../../lib/toaster';
import { setCommentLiked, setFollowing, setPostBookmarked, setPostLiked } from '../../../offline/community';

async function attempt(run: () => Promise<void>, failure: string): Promise<void> {
  try {
    await run();
  } catch {
    notifyError('Error', failure);
  }
}

export const toggleLike = (user: PublicUser, post: CommunityPost) =>
  attempt(() => setPostLiked(user, post, !post.isLiked), 'Failed to update like status');

export const toggleBookmark = (user: PublicUser, post: CommunityPost) =>
  attempt(() => setPostBookmarked(user, post, !post.isBookmarked), 'Failed to update bookmark status');

export const toggleFollow = (user: PublicUser, author: CommunityPost['author']) =>
  attempt(() => setFollowing(user, author, !author.isFollowing), 'Failed to update follow status');

export const toggleCommentLike = (user: PublicUser, comment: CommunityComment) =>
  attempt(() => setCommentLiked(user, comment, !comment.isLiked), 'Failed to update like status');
