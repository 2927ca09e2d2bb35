/**
 * The parts of a screen, taken over one after another from a page the server
 * drew. React takes a drawn page over in a pass per Suspense boundary, the
 * parts inside a boundary waiting for the pass after the one that reaches it;
 * each pass ends by putting its part in place in one go, which cannot be
 * interrupted. Each part after the first goes in a boundary inside the one
 * before, so a long screen is taken over in several short passes, the page
 * answering taps between them, instead of one long one. A tap on a part not yet
 * taken over makes React take it over at once, then handle the tap. Drawn in the
 * browser, the boundaries change nothing: nothing in them waits for anything.
 */
import { Children, Suspense, type ReactNode } from 'react';

export function InTurn({ children }: { children: ReactNode }) {
  return Children.toArray(children).reduceRight<ReactNode>(
    (rest, part) => (
      <>
        {part}
        {rest !== null && <Suspense>{rest}</Suspense>}
      </>
    ),
    null,
  );
}
