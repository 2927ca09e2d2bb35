/**
 * The header's menus load after the first screen (their code is a fifth of
 * the shell's). Until then each shows the same button; pressing it loads the
 * menu and opens it, so an early tap is never lost. A load that fails (a first
 * visit that went offline) keeps the plain button and tries again on the next
 * press, instead of breaking the page.
 */
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { afterFirstScreen } from '../offline/after-first-screen';
import { AccountTrigger, ThemeTrigger } from './menu-triggers';
import type { AccountMenu } from './account-menu';
import type { ThemeMenu } from './theme-menu';

function useDeferredMenu<T extends ComponentType<never>>(load: () => Promise<T>) {
  const [Menu, setMenu] = useState<T | null>(null);
  const [openNow, setOpenNow] = useState(false);
  const fetchMenu = useCallback(
    () =>
      load().then(
        (m) => startTransition(() => setMenu(() => m)), // drawn in slices; the page answers meanwhile
        () => undefined, // offline before the menu's code arrived: the button stays, a press retries
      ),
    [load],
  );
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) void fetchMenu();
    });
    return () => {
      live = false;
    };
  }, [fetchMenu]);
  const open = () => {
    setOpenNow(true);
    void fetchMenu();
  };
  return { Menu, openNow, open };
}

const loadThemeMenu = (): Promise<typeof ThemeMenu> => import('./theme-menu').then((m) => m.ThemeMenu);
const loadAccountMenu = (): Promise<typeof AccountMenu> =>
  import('./account-menu').then((m) => m.AccountMenu);

export function DeferredThemeMenu() {
  const { Menu, openNow, open } = useDeferredMenu(loadThemeMenu);
  return Menu ? <Menu defaultOpen={openNow} /> : <ThemeTrigger onClick={open} />;
}

export function DeferredAccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { Menu, openNow, open } = useDeferredMenu(loadAccountMenu);
  return Menu ? <Menu onSignOut={onSignOut} defaultOpen={openNow} /> : <AccountTrigger onClick={open} />;
}
