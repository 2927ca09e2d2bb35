import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { THEMES, type Theme } from '@shared/enums';
import { useTheme } from '../lib/theme';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export function ThemeMenu() {
  const { theme, resolved, setTheme } = useTheme();
  const Icon = theme === 'system' ? Monitor : resolved === 'dark' ? Moon : Sun;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Theme: ${LABELS[theme]}. Change theme`}>
          <Icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup value={theme} onValueChange={(e) => setTheme(e.value as Theme)}>
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {THEMES.map((t) => (
                <Menu.RadioItem key={t} value={t}>
                  {LABELS[t]}
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
