/**
 * Signing out: when changes made on this device are still waiting to be sent,
 * the person is warned first, because signing out clears them.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { pendingCount } from '../../offline/outbox';
import { useAuth } from './auth-provider';

export function useSignOut(onSignedOut?: () => void): { requestSignOut: () => void; dialog: ReactNode } {
  const { user, logoutMutation } = useAuth();
  const [waiting, setWaiting] = useState(0);

  const signOut = () => {
    setWaiting(0);
    logoutMutation.mutate(undefined, { onSuccess: () => onSignedOut?.() });
  };
  const requestSignOut = () => {
    if (!user) return;
    void pendingCount(user.id).then((n) => (n > 0 ? setWaiting(n) : signOut()));
  };

  const dialog = (
    <Dialog.Root role="alertdialog" open={waiting > 0} onOpenChange={(e) => !e.open && setWaiting(0)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Changes not sent yet</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {waiting === 1 ? '1 change you made' : `${waiting} changes you made`} on this device{' '}
                {waiting === 1 ? 'is' : 'are'} still waiting for a connection. If you sign out now,{' '}
                {waiting === 1 ? 'it' : 'they'} will be lost.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Stay signed in</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={signOut} loading={logoutMutation.isPending}>
                Sign out anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { requestSignOut, dialog };
}
