/** The child switcher's menu: the children as radio items, and Manage children. */
import { Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { chooseChild } from '../offline/chosen-child-choice';
import { ChildSwitcherTrigger, type SwitcherChild } from './child-switcher-trigger';

export interface ChildSwitcherMenuProps {
  chosen: SwitcherChild;
  listed: readonly SwitcherChild[];
  defaultOpen?: boolean;
}

export function ChildSwitcherMenu({ chosen, listed, defaultOpen = false }: ChildSwitcherMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ChildSwitcherTrigger child={chosen} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60" maxW="xs">
            <Menu.RadioItemGroup value={chosen.id} onValueChange={(e) => chooseChild(e.value)}>
              <Menu.ItemGroupLabel>Recipes and guides for</Menu.ItemGroupLabel>
              {listed.map((c) => (
                <Menu.RadioItem key={c.id} value={c.id}>
                  <Text as="span" truncate flex="1">
                    {c.name} · {c.ageText}
                  </Text>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="manage-children" asChild>
              <RouterLink to={paths.children}>Manage children</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
