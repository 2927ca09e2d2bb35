/**
 * Toasts: one at a time (a new one replaces the one showing), 5 s each, F8
 * moves focus to them.
 */
import { createToaster } from '@chakra-ui/react';
import { TOAST } from '@shared/constants';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST.limit,
  duration: TOAST.durationMs,
  hotkey: [TOAST.hotkey],
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function notify(title: string, description?: string, type: ToastKind = 'success'): void {
  toaster.dismiss();
  toaster.create({ title, description, type, closable: true });
}

/** A destructive toast, for failures. */
export function notifyError(title: string, description?: string): void {
  notify(title, description, 'error');
}
