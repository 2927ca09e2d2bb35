/**
 * The home page's sections below the fold: the search panel, collections, the
 * assistant and planner promotions, expert tips and the newsletter. Their code
 * (forms, selects, a mutation) loads after the first screen, so a phone's
 * first visit paints the hero and featured recipes sooner. Until then a
 * screen-tall placeholder holds their place; a load that fails (a first visit
 * that went offline) tries again when the connection returns.
 */
import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useCategories, useNutritionTips } from '../../lib/catalog-queries';
import { afterFirstScreen } from '../../offline/after-first-screen';

export function LaterSections() {
  const [Sections, setSections] = useState<ComponentType | null>(null);
  // The collections' and the expert tips' data: asked for here, so the server answers it with the
  // page it draws, and the sections draw complete when their code is in, with no skeletons between.
  useCategories();
  useNutritionTips();
  useEffect(() => {
    let live = true;
    const load = () =>
      import('./below-the-fold').then(
        (m) => {
          // A transition: React draws the six sections in slices of a few ms, so the page still
          // answers a tap meanwhile; in one go it was a fifth of a second on a slow phone.
          if (live) startTransition(() => setSections(() => m.BelowTheFold));
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
