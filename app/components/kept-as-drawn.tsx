/**
 * A part of a page that only shows and links (a promotion, a row of
 * collections): the server draws it, and a page the server drew keeps it as
 * drawn. The browser never takes it over, so none of its elements' styles are
 * worked out again in the browser, nor its components run: on the home page,
 * taking four such sections over was two-fifths of the main thread's work after
 * the first screen. Its links still go through the router, as a taken-over
 * link would (a click listener on the part).
 *
 * Drawn by the browser alone (a later visit, the offline app shell), the part
 * loads its code after the first screen and is drawn as any other. So does a
 * kept part one of whose pictures fails to load (the connection went while it
 * was off screen): its code knows what to show instead.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { afterFirstScreen } from '../offline/after-first-screen';
import { retried } from './taken-over-later';

export interface KeptAsDrawn {
  (props: { fallback?: ReactNode }): ReactNode;
  /** The server draws the part with the page: it hands the part's code over once (entry-server.tsx). */
  drawWith(part: ComponentType): void;
}

/**
 * The markup the server drew for the part, while the page is the one it drew; else null. It is
 * the browser's own serialisation of elements React drew on the server from the catalog (names,
 * descriptions and tips written in the admin area, as text) and from the app's own words: text is
 * escaped in it, so parsing it again gives back the same elements. No one's raw HTML is ever in it.
 */
function drawnMarkup(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-kept="${name}"]`)?.innerHTML ?? null;
}

/** A click on a link in the part (not a new tab's, nor another site's) goes through the router. */
function useLinksThroughRouter(ref: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const part = ref.current;
    if (!part) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !part.contains(link) || link.hasAttribute('download')) return;
      if ((link.target && link.target !== '_self') || link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    part.addEventListener('click', onClick);
    return () => part.removeEventListener('click', onClick);
  }, [ref, navigate]);
}

/** The part `load` resolves to (`name` marks its markup), kept as the server drew it. */
export function keptAsDrawn(name: string, load: () => Promise<ComponentType>): KeptAsDrawn {
  let drawn: ComponentType | null = null;
  const Loaded = lazy(async () => {
    await afterFirstScreen();
    return { default: await retried(load) };
  });

  function Kept({ markup, onPictureFailed }: { markup: string; onPictureFailed: () => void }) {
    const ref = useRef<HTMLDivElement>(null);
    useLinksThroughRouter(ref);
    useEffect(() => {
      const part = ref.current;
      if (!part) return undefined;
      // `error` does not bubble: listened for on the way down.
      const onError = (event: Event) => {
        if (event.target instanceof HTMLImageElement) onPictureFailed();
      };
      part.addEventListener('error', onError, true);
      // A picture that failed before this listened.
      if ([...part.querySelectorAll('img')].some((img) => img.complete && img.naturalWidth === 0))
        onPictureFailed();
      return () => part.removeEventListener('error', onError, true);
    }, [onPictureFailed]);
    // React leaves markup given this way as it is: the server's elements stay, pictures included.
    return (
      <div ref={ref} data-kept={name} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />
    );
  }

  const Part = ({ fallback = null }: { fallback?: ReactNode }) => {
    const [markup] = useState(() => drawnMarkup(name));
    const [pictureFailed, setPictureFailed] = useState(false);
    const onPictureFailed = useCallback(() => setPictureFailed(true), []);
    if (drawn) {
      const Drawn = drawn;
      return (
        <div data-kept={name}>
          <Drawn />
        </div>
      );
    }
    if (markup !== null && !pictureFailed) return <Kept markup={markup} onPictureFailed={onPictureFailed} />;
    return (
      <Suspense
        fallback={markup !== null ? <Kept markup={markup} onPictureFailed={onPictureFailed} /> : fallback}
      >
        <div data-kept={name}>
          <Loaded />
        </div>
      </Suspense>
    );
  };
  Part.drawWith = (part: ComponentType) => {
    drawn = part;
  };
  return Part;
}
