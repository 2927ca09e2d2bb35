/** Creating a post, with the spec's toasts; offline it waits in the outbox. */
import type { NewPostInput } from '@shared/schemas/community';
import type { PublicUser } from '@shared/schemas/user';
import { errorMessage } from '../../../lib/api';
import { notify, notifyError } from '../../../lib/toaster';
import { submitPost } from '../../../offline/community';

/** True when the post was sent or queued (the form may close). */
export async function createPost(user: PublicUser, input: NewPostInput): Promise<boolean> {
  try {
    const outcome = await submitPost(user, input);
    notify(
      'Post created',
      outcome === 'sent'
        ? 'Your post has been created successfully'
        : "You're offline: your post will be sent when you're back online.",
    );
    return true;
  } catch (err) {
    notifyError('Failed to create post', errorMessage(err));
    return false;
  }
}
