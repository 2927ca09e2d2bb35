/**
 * The header's menus load after the first screen (their code is a fifth of
 * the shell's). Until then each shows the same button; pressing it loads the
 * menu and opens it, so an early tap is never lost.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../offline/after-first-screen';
import { AccountTrigger, ThemeTrigger } from './menu-triggers';

const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

function useDeferredMenu() {
  const [ready, setReady] = useState(false);
  const [openNow, setOpenNow] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return { show: ready || openNow, openNow, open: () => setOpenNow(true) };
}

export function DeferredThemeMenu() {
  const menu = useDeferredMenu();
  const trigger = <ThemeTrigger onClick={menu.open} />;
  if (!menu.show) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ThemeMenu defaultOpen={menu.openNow} />
    </Suspense>
  );
}

export function DeferredAccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const menu = useDeferredMenu();
  const trigger = <AccountTrigger onClick={menu.open} />;
  if (!menu.show) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu onSignOut={onSignOut} defaultOpen={menu.openNow} />
    </Suspense>
  );
}
