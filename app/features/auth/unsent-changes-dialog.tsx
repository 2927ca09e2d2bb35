/**
 * The warning before signing out with changes still waiting to be sent. It
 * loads only when it has to show, so the dialog code is not part of the shell.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export default function UnsentChangesDialog({
  waiting,
  pending,
  onClose,
  onSignOut,
}: {
  waiting: number;
  pending: boolean;
  onClose: () => void;
  onSignOut: () => void;
}) {
  return (
    <Dialog.Root role="alertdialog" defaultOpen onOpenChange={(e) => !e.open && onClose()}>
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
              <Button colorPalette="red" onClick={onSignOut} loading={pending}>
                Sign out anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
