/** Newsletter signup: the call and its mutation, with the spec's toasts. */
import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@shared/schemas/catalog';
import { apiRequest, errorMessage } from '../../../lib/api';
import { notify, notifyError } from '../../../lib/toaster';

export const subscribeToNewsletter = (input: NewsletterInput) =>
  apiRequest<unknown>('POST', '/api/newsletter/subscribe', input);

export function useSubscribe({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => {
      notify('Subscription successful!', 'Thank you for subscribing to our newsletter.');
      onSuccess?.();
    },
    onError: (err) => notifyError('Subscription failed', errorMessage(err, 'Please try again later.')),
  });
}
