/**
 * The header's menus: each shows its button alone until first pressed, and
 * only then draws its menu, open. Their code (a fifth of the shell's) is
 * fetched after the first screen, so a press then opens the menu at once; a
 * press before that loads it first, so an early tap is never lost. Drawing a
 * menu nobody has opened yet (its state machine, its styles) was work done
 * after every first screen for nothing. A load that fails (a first visit that
 * went offline) keeps the plain button and tries again on the next press,
 * instead of breaking the page.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstScreen } from '../boot/after-first-screen';
import { AccountTrigger, ThemeTrigger } from './menu-triggers';
import type { AccountMenu } from './account-menu';
import type { ThemeMenu } from './theme-menu';

function useDeferredMenu<T extends ComponentType<never>>(load: () => Promise<T>) {
  const [Menu, setMenu] = useState<T | null>(null);
  useEffect(() => {
    // Fetched (not drawn) once the first screen is up; a failure is retried by a press.
    void afterFirstScreen()
      .then(load)
      .catch(() => undefined);
  }, [load]);
  const open = () => {
    load().then(
      (m) => setMenu(() => m),
      () => undefined, // offline before the menu's code arrived: the button stays, a press retries
    );
  };
  return { Menu, open };
}

const loadThemeMenu = (): Promise<typeof ThemeMenu> => import('./theme-menu').then((m) => m.ThemeMenu);
const loadAccountMenu = (): Promise<typeof AccountMenu> =>
  import('./account-menu').then((m) => m.AccountMenu);

export function DeferredThemeMenu() {
  const { Menu, open } = useDeferredMenu(loadThemeMenu);
  return Menu ? <Menu defaultOpen /> : <ThemeTrigger onClick={open} />;
}

export function DeferredAccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { Menu, open } = useDeferredMenu(loadAccountMenu);
  return Menu ? <Menu onSignOut={onSignOut} defaultOpen /> : <AccountTrigger onClick={open} />;
}
