/**
 * The toaster is loaded and rendered when the first toast is raised; toasts made
 * before it mounts are shown when it does. Most visits raise none, so its code
 * is not downloaded for nothing. A load that fails (a connection dropped mid-way)
 * is tried again a few times (lib/load-again.ts); one that still fails (offline before the code was
 * cached) renders nothing, and the next toast tries again.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { onToast } from '../lib/toaster';

const loadToasterView = (): Promise<ComponentType> => import('./app-toaster').then((m) => m.AppToaster);

export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster) return;
    let live = true;
    let loading = false;
    const stop = onToast(() => {
      if (loading) return;
      loading = true;
      loadToasterView().then(
        (view) => live && setToaster(() => view),
        () => {
          loading = false;
          console.warn('The toaster could not be loaded; the next message tries again');
        },
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
