/**
 * The home page's sections below the fold: the search panel, collections, the
 * assistant and planner promotions, expert tips and the newsletter. Their code
 * (forms, selects, a mutation) loads after the first screen, so a phone's
 * first visit paints the hero and featured recipes sooner. Until then a
 * screen-tall placeholder holds their place; a load that fails (a first visit
 * that went offline) tries again when the connection returns.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstScreen } from '../../offline/after-first-screen';

export function LaterSections() {
  const [Sections, setSections] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      import('./below-the-fold').then(
        (m) => {
          if (live) setSections(() => m.BelowTheFold);
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    void afterFirstScreen().then(load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, []);
  if (Sections) return <Sections />;
  return <Box aria-busy="true" minH="100vh" />;
}
