/**
 * The home page's sections below the fold: the search panel, collections, the
 * assistant and planner promotions, expert tips and the newsletter.
 *
 * The server draws them with the rest of the page (entry-server.tsx hands their
 * code over), so a first visit reads the whole page at once. On that page the
 * browser then:
 * - takes over the two with something to do, the search panel's form and the
 *   newsletter's, once their code is in after the first screen
 *   (`takenOverLater`); until then they are inert and marked busy, since a
 *   search typed or an address given before then would be lost;
 * - keeps the four that only show and link as drawn (`keptAsDrawn`): their
 *   links go through the router, and nothing of them is worked out again.
 * Drawn by the browser alone (a later visit to this screen, the offline app
 * shell), each is drawn once its code is in, a screen-tall placeholder holding
 * their place meanwhile. A load that fails (a first visit that went offline)
 * tries again when the connection returns.
 */
import { Box } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { InTurn } from '../../components/in-turn';
import { keptAsDrawn } from '../../components/kept-as-drawn';
import { takenOverLater } from '../../components/taken-over-later';
import { useCategories, useNutritionTips } from '../../lib/catalog-queries';
import type { BELOW_THE_FOLD } from './below-the-fold';

type Name = keyof typeof BELOW_THE_FOLD;
const load = (name: Name) => () =>
  import('./below-the-fold').then((m): ComponentType => m.BELOW_THE_FOLD[name]);

/** In the spec's order. */
const SECTIONS = (
  [
    ['search', takenOverLater(load('search'))],
    ['collections', keptAsDrawn('collections', load('collections'))],
    ['assistant', keptAsDrawn('assistant', load('assistant'))],
    ['planner', keptAsDrawn('planner', load('planner'))],
    ['tips', keptAsDrawn('tips', load('tips'))],
    ['newsletter', takenOverLater(load('newsletter'))],
  ] as const
).map(([name, Section]) => ({ name, Section }));

/** The server draws the sections with the page: it hands their code over once (entry-server.tsx). */
export function drawLaterSectionsWith(sections: typeof BELOW_THE_FOLD): void {
  for (const { name, Section } of SECTIONS) Section.drawWith(sections[name]);
}

/**
 * Each section is laid out and painted only when near the screen (`content-visibility: auto`): the
 * page's first layout, before its first paint, is then no longer than without them. Those taken
 * over are taken over a section per pass (`InTurn`).
 */
export function LaterSections() {
  // The collections' and the expert tips' data: asked for here too, so that a screen drawn in the
  // browser fetches it while the sections' code loads.
  useCategories();
  useNutritionTips();
  return (
    <InTurn>
      {SECTIONS.map(({ name, Section }, i) => (
        <Box key={name} css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' }}>
          <Section fallback={i === 0 ? <Box aria-busy="true" minH="100vh" /> : null} />
        </Box>
      ))}
    </InTurn>
  );
}
