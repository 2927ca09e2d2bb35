/** My Account: who is signed in, their Account page, the shopping list, admin links for admins, and Sign Out. */
import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-provider';
import { paths } from '../lib/paths';
import { ADMIN_LINKS } from './account-menu-links';
import { AccountTrigger } from './menu-triggers';

export function AccountMenu({
  onSignOut,
  defaultOpen = false,
}: {
  onSignOut: () => void;
  defaultOpen?: boolean;
}) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountTrigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Box px="2" py="1.5">
              <Text fontSize="xs" color="fg.muted">
                Signed in as
              </Text>
              <Text fontWeight="700" data-testid="account-username">
                {user.username}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" asChild>
              <RouterLink to={paths.account}>Account</RouterLink>
            </Menu.Item>
            <Menu.Item value="children" asChild>
              <RouterLink to={paths.children}>My Children</RouterLink>
            </Menu.Item>
            <Menu.Item value="shopping-list" asChild>
              <RouterLink to={paths.shoppingList}>Shopping List</RouterLink>
            </Menu.Item>
            {user.isAdmin &&
              ADMIN_LINKS.map((l) => (
                <Menu.Item key={l.to} value={l.to} asChild>
                  <RouterLink to={l.to}>{l.label}</RouterLink>
                </Menu.Item>
              ))}
            <Menu.Separator />
            <Menu.Item value="sign-out" onClick={onSignOut}>
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
