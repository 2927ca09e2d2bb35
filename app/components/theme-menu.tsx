import { Menu, Portal } from '@chakra-ui/react';
import { THEMES, type Theme } from '@shared/enums';
import { useTheme } from '../lib/theme';
import { THEME_LABELS, ThemeTrigger } from './menu-triggers';

export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { theme, setTheme } = useTheme();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ThemeTrigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup value={theme} onValueChange={(e) => setTheme(e.value as Theme)}>
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {THEMES.map((t) => (
                <Menu.RadioItem key={t} value={t}>
                  {THEME_LABELS[t]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
