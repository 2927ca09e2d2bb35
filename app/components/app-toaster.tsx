import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { toaster } from '../lib/toaster-store';
import { useSwipeToDismiss } from '../lib/swipe-to-dismiss';

/**
 * One toast: swiping it right dismisses it (lib/swipe-to-dismiss.ts). Every toast the store makes
 * has an id; without one, dismissing takes every toast, which is the one showing (TOAST.limit).
 */
function AppToast({ id, children }: { id: string | undefined; children: ReactNode }) {
  const swipe = useSwipeToDismiss(() => toaster.dismiss(id));
  return (
    <Toast.Root width={{ md: 'sm' }} data-testid="toast" touchAction="pan-y" {...swipe}>
      {children}
    </Toast.Root>
  );
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <AppToast id={toast.id}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </AppToast>
        )}
      </Toaster>
    </Portal>
  );
}
