/**
 * Signing out: when changes made on this device are still waiting to be sent,
 * the person is warned first, because signing out clears them.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAuth } from './auth-provider';

const UnsentChangesDialog = lazy(() => import('./unsent-changes-dialog'));

export function useSignOut(onSignedOut?: () => void): { requestSignOut: () => void; dialog: ReactNode } {
  const { user, logoutMutation } = useAuth();
  const [waiting, setWaiting] = useState(0);

  const signOut = () => {
    setWaiting(0);
    logoutMutation.mutate(undefined, { onSuccess: () => onSignedOut?.() });
  };
  const requestSignOut = () => {
    if (!user) return;
    void import('../../offline/outbox')
      .then(({ pendingCount }) => pendingCount(user.id))
      .then((n) => (n > 0 ? setWaiting(n) : signOut()));
  };

  const dialog =
    waiting > 0 ? (
      <Suspense fallback={null}>
        <UnsentChangesDialog
          waiting={waiting}
          pending={logoutMutation.isPending}
          onClose={() => setWaiting(0)}
          onSignOut={signOut}
        />
      </Suspense>
    ) : null;
  return { requestSignOut, dialog };
}
