/** A post's comments, and adding one (through the outbox, shown at once as pending). */
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/user';
import { notify, notifyError } from '../../../lib/toaster';
import { isOnline } from '../../../offline/connection';
import { addComment, communityKeys, loadComments } from '../../../offline/community';

export function useComments(userId: number | undefined, postId: number | null) {
  return useQuery({
    queryKey: communityKeys.comments(postId ?? 0),
    queryFn: () => loadComments(userId ?? 0, postId ?? 0),
    enabled: userId !== undefined && postId !== null && postId > 0,
  });
}

export async function postComment(user: PublicUser, postId: number, content: string): Promise<boolean> {
  try {
    await addComment(user, postId, content);
  } catch (err) {
    notifyError('Failed to add comment', err instanceof Error ? err.message : undefined);
    return false;
  }
  notify(
    'Comment added',
    isOnline()
      ? 'Your comment has been added successfully'
      : "You're offline: your comment will be sent when you're back online.",
  );
  return true;
}
