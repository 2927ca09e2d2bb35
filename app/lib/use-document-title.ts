import { useEffect } from 'react';
import { PRODUCT_NAME } from '@shared/constants';

/** Sets the tab title to "<title> | SproutPlate" while the screen is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
