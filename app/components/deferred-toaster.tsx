/**
 * The toaster is loaded and rendered when the first toast is raised; toasts made
 * before it mounts are shown when it does. Most visits raise none, so its code
 * is not downloaded for nothing.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onToast } from '../lib/toaster';

// A failed load (offline before the code was cached) shows no toaster rather than breaking the page.
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
    const stop = onToast(() => live && setShow(true));
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
