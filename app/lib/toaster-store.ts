/**
 * The toaster itself: one toast at a time (a new one replaces the one showing),
 * 5 s each, F8 moves focus to them. Loaded with the first toast (lib/toaster.ts).
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
