/**
 * A part of a screen that the server draws with the page but whose code the
 * browser loads only after the first screen (`afterFirstScreen`), so the
 * screen's start does not wait for it.
 *
 * React leaves a drawn part as it is until its code is in: a Suspense boundary
 * whose code is still loading keeps the server's markup. Taking it over then
 * changes nothing on screen. Until then the part is inert and marked busy
 * (`Live`): a choice made in it before its code arrived would be lost, or sent
 * as a plain form. Drawn by the browser alone (a later visit, the offline app
 * shell), `fallback` holds its place until the code is in. A load that fails (a
 * first visit that went offline) tries again when the connection returns.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstScreen } from '../offline/after-first-screen';

/** Inert and marked busy until it has been taken over. */
export function Live(props: BoxProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return <Box inert={!live} aria-busy={live ? undefined : true} {...props} />;
}

/** What `load` loads; after a failure (offline), again once the connection returns. */
export function retried<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(retried(load)), { once: true });
      }),
  );
}

export interface TakenOverLater<P> {
  (props: P & { fallback?: ReactNode }): ReactNode;
  /** The server draws the part with the page: it hands the part's code over once (entry-server.tsx). */
  drawWith(part: ComponentType<P>): void;
}

/** The part `load` resolves to, drawn by the server, taken over by the browser after the first screen. */
export function takenOverLater<P extends object>(load: () => Promise<ComponentType<P>>): TakenOverLater<P> {
  let drawn: ComponentType<P> | null = null;
  const Loaded = lazy(async () => {
    await afterFirstScreen();
    return { default: await retried(load) };
  });
  const Later = ({ fallback = null, ...props }: P & { fallback?: ReactNode }) => {
    const Part = drawn ?? Loaded;
    return (
      <Suspense fallback={fallback}>
        <Live>
          {/* The props less `fallback`: P itself, which TypeScript cannot see through the rest. */}
          <Part {...(props as P)} />
        </Live>
      </Suspense>
    );
  };
  Later.drawWith = (part: ComponentType<P>) => {
    drawn = part;
  };
  return Later;
}
