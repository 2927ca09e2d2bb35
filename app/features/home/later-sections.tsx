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
  const [sections, setSections] = useState<readonly ComponentType[] | null>(null);
  const [shown, setShown] = useState(0);
  // The collections' and the expert tips' data: asked for here, so the server answers it with the
  // page it draws, and the sections draw complete when their code is in, with no skeletons between.
  useCategories();
  useNutritionTips();

  useEffect(() => {
    let live = true;
    const load = () =>
      import('./below-the-fold').then(
        (m) => {
          if (live) startTransition(() => setSections(m.BELOW_THE_FOLD));
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    void afterFirstScreen().then(load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, []);

  // One section per task, each in a transition: drawn, put in the page and laid out on its own, so
  // the page still answers a tap in between. All six at once held it for a fifth of a second on a
  // slow phone.
  useEffect(() => {
    if (!sections || shown >= sections.length) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)));
    return () => clearTimeout(next);
  }, [sections, shown]);

  const done = sections !== null && shown >= sections.length;
  return (
    <>
      {sections?.slice(0, shown).map((Section, i) => (
        <Section key={i} />
      ))}
      {!done && <Box aria-busy="true" minH="100vh" />}
    </>
  );
}
