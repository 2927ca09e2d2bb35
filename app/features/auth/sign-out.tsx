/**
 * Signing out: when changes made on this device are still waiting to be sent,
 * the person is warned first, because signing out clears them.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from './auth-provider';
import type UnsentChanges from './unsent-changes-dialog';

type DialogProps = Parameters<typeof UnsentChanges>[0];

/** If the dialog's code cannot load (offline before it arrived), the browser's own confirm asks instead. */
function ConfirmFallback({ waiting, onClose, onSignOut }: DialogProps): ReactNode {
  useEffect(() => {
    const sure = window.confirm(
      `${waiting} ${waiting === 1 ? 'change' : 'changes'} on this device will be lost if you sign out now. Sign out anyway?`,
    );
    if (sure) onSignOut();
    else onClose();
  }, [waiting, onClose, onSignOut]);
  return null;
}

const UnsentChangesDialog = lazy(() =>
  import('./unsent-changes-dialog').then(
    (m): { default: (props: DialogProps) => ReactNode } => m,
    () => ({ default: ConfirmFallback }),
  ),
);

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
