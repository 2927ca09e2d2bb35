/**
 * The toaster's code loads after the first screen, or at once when a toast is
 * raised before that; toasts made before it mounts are shown when it does.
 */
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toaster } from '../lib/toaster';
import { afterFirstScreen } from '../offline/after-first-screen';

// A failed load (offline before the code arrived) shows no toaster rather than breaking the page.
const AppToaster = lazy(() =>
  import('./app-toaster').then(
    (m) => ({ default: m.AppToaster as () => ReactNode }),
    () => ({ default: () => null }),
  ),
);

export function DeferredToaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    const stop = toaster.subscribe(() => live && setShow(true));
    // In a transition: drawn in slices, the page answers a tap meanwhile.
    void afterFirstScreen().then(() => live && startTransition(() => setShow(true)));
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
