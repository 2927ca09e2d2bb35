/**
 * Where the header's child switcher goes. Nothing is rendered on the server or while the page is
 * hydrated, so the page is the same for everyone; after the first screen the switcher's code
 * loads (child-switcher.tsx: small, without the device database or the menu's code). It shows a
 * button only when the device has children to show.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstScreen } from '../boot/after-first-screen';
import { useHydrated } from '../lib/use-hydrated';

let loaded: ComponentType | null = null;
const loadSwitcher = (): Promise<ComponentType> =>
  import('./child-switcher').then((m) => (loaded = m.ChildSwitcher));

export function DeferredChildSwitcher() {
  const hydrated = useHydrated();
  const [Switcher, setSwitcher] = useState<ComponentType | null>(() => loaded);

  useEffect(() => {
    if (!hydrated || Switcher) return undefined;
    let live = true;
    afterFirstScreen()
      .then(loadSwitcher)
      .then((switcher) => live && setSwitcher(() => switcher))
      .catch(() => undefined); // offline before its code was cached: the next visit tries again
    return () => {
      live = false;
    };
  }, [hydrated, Switcher]);

  return Switcher ? <Switcher /> : null;
}
