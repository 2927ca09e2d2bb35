/**
 * The header's menu buttons on their own, without the menu code: shown as is
 * until the menus load after the first screen, and as the menus' triggers.
 */
import { Button, IconButton, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import type { Theme } from '@shared/enums';
import { useTheme } from '../lib/theme';

export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export function ThemeTrigger(props: ButtonProps) {
  const { theme, resolved } = useTheme();
  const Icon = theme === 'system' ? Monitor : resolved === 'dark' ? Moon : Sun;
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${THEME_LABELS[theme]}. Change theme`}
      aria-haspopup="menu"
      {...props}
    >
      <Icon />
    </IconButton>
  );
}

export function AccountTrigger(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" aria-haspopup="menu" {...props}>
      <UserRound /> My Account <ChevronDown />
    </Button>
  );
}
