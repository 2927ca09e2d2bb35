/**
 * The label of a native `<details>` toggle that says what it will do: one text while closed,
 * another while open, swapped by CSS on `details[open]`. The browser opens and closes a details
 * element itself, so the toggle and its label work before the app hydrates the page, and the same
 * once it has. Hidden texts are left out of the summary's accessible name.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** For the `css` of the details element: no disclosure marker, and the label that fits. */
export const TOGGLE_CSS: SystemStyleObject = {
  '& > summary': { listStyle: 'none' },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > summary .sp-when-open': { display: 'none' },
  '&[open] > summary .sp-when-open': { display: 'inline' },
  '&[open] > summary .sp-when-closed': { display: 'none' },
};

export function ToggleLabel({ closed, open }: { closed: string; open: string }) {
  return (
    <>
      <span className="sp-when-closed">{closed}</span>
      <span className="sp-when-open">{open}</span>
    </>
  );
}
