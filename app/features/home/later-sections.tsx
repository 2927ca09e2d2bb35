/**
 * The home page's sections below the fold: the search panel, collections, the
 * assistant and planner promotions, expert tips and the newsletter.
 *
 * The server draws them with the rest of the page (entry-server.tsx hands their
 * code over), so a first visit reads the whole page at once. Their code (forms,
 * selects, a mutation) is not on the first screen, though: the browser takes
 * them over once it is in, after the first screen. Until then React leaves the
 * drawn sections as they are (a Suspense boundary whose code is still loading
 * keeps the server's markup), inert (`Drawn`), and taking them over changes
 * nothing on screen, so nothing is laid out again. Drawn by the browser alone
 * (a later visit to this screen, the offline app shell), a screen-tall
 * placeholder holds their place until the code is in. A load that fails (a
 * first visit that went offline) tries again when the connection returns.
 */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { InTurn } from '../../components/in-turn';
import { Live, retried } from '../../components/taken-over-later';
import { useCategories, useNutritionTips } from '../../lib/catalog-queries';
import { afterFirstScreen } from '../../offline/after-first-screen';

type Sections = readonly ComponentType[];

/**
 * The sections, each laid out and painted only when near the screen (`content-visibility: auto`):
 * the page's first layout, before its first paint, is then no longer than without them. Until
 * its code has taken it over, a drawn section is inert and marked busy (`Live`): a search typed
 * or a box ticked before then would be lost, or sent as a plain form. They are taken over a
 * section per pass (`InTurn`), so no one pass puts them all in place at once.
 */
function Drawn({ sections }: { sections: Sections }) {
  return (
    <InTurn>
      {sections.map((Section, i) => (
        <Live key={i} css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' }}>
          <Section />
        </Live>
      ))}
    </InTurn>
  );
}

let serverSections: Sections | null = null;

/** The server draws the sections with the page: it hands their code over once (entry-server.tsx). */
export function drawLaterSectionsWith(sections: Sections): void {
  serverSections = sections;
}

const Loaded = lazy(async () => {
  await afterFirstScreen();
  const { BELOW_THE_FOLD } = await retried(() => import('./below-the-fold'));
  return { default: () => <Drawn sections={BELOW_THE_FOLD} /> };
});

export function LaterSections() {
  // The collections' and the expert tips' data: asked for here too, so that a screen drawn in the
  // browser fetches it while the sections' code loads.
  useCategories();
  useNutritionTips();
  return (
    <Suspense fallback={<Box aria-busy="true" minH="100vh" />}>
      {serverSections ? <Drawn sections={serverSections} /> : <Loaded />}
    </Suspense>
  );
}
