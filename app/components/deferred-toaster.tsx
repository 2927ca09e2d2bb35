/**
 * The toaster is drawn when the first toast is raised; toasts made before it
 * mounts are shown when it does. Its code is fetched after the first screen,
 * so that toast shows at once; drawing the toaster before any toast was work
 * done after every first screen for nothing.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toaster } from '../lib/toaster';
import { afterFirstScreen } from '../boot/after-first-screen';

const loadToaster = () => import('./app-toaster');

// A failed load (offline before the code arrived) shows no toaster rather than breaking the page.
const AppToaster = lazy(() =>
  loadToaster().then(
    (m) => ({ default: m.AppToaster as () => ReactNode }),
    () => ({ default: () => null }),
  ),
);

export function DeferredToaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    const stop = toaster.subscribe(() => live && setShow(true));
    void afterFirstScreen()
      .then(loadToaster)
      .catch(() => undefined); // fetched again by the first toast
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
