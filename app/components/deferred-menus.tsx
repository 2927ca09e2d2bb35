/**
 * The header's menus: each shows its button alone until first pressed, and
 * only then loads and renders its menu, open. Most visits never open them, so
 * their code (Chakra's menu, a fifth of the shell's) is not downloaded for
 * nothing. A press before hydration is kept and done once the app has the page
 * (app/boot/early-taps.ts); a load that fails (offline before the code was
 * cached) keeps the plain button, and the next press tries again.
 */
import { useState, type ComponentType } from 'react';
import { AccountTrigger, ThemeTrigger } from './menu-triggers';
import type { AccountMenu } from './account-menu';
import type { ThemeMenu } from './theme-menu';

function useMenuOnPress<T extends ComponentType<never>>(load: () => Promise<T>) {
  const [Menu, setMenu] = useState<T | null>(null);
  const open = () => {
    load().then(
      (m) => setMenu(() => m),
      () => undefined,
    );
  };
  return { Menu, open };
}

const loadThemeMenu = (): Promise<typeof ThemeMenu> => import('./theme-menu').then((m) => m.ThemeMenu);
const loadAccountMenu = (): Promise<typeof AccountMenu> =>
  import('./account-menu').then((m) => m.AccountMenu);

export function DeferredThemeMenu() {
  const { Menu, open } = useMenuOnPress(loadThemeMenu);
  return Menu ? <Menu defaultOpen /> : <ThemeTrigger onClick={open} />;
}

export function DeferredAccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { Menu, open } = useMenuOnPress(loadAccountMenu);
  return Menu ? <Menu onSignOut={onSignOut} defaultOpen /> : <AccountTrigger onClick={open} />;
}
