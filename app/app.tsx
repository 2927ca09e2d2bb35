import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { DeferredToaster } from './components/deferred-toaster';
import { RouteErrorBoundary } from './components/route-error';
import { AuthProvider } from './features/auth/auth-provider';
import type { PageStyles } from './boot/page-styles';
import { appSystem } from './lib/system';
import { routes } from './routes';

/**
 * Everything around the screens, the same in the browser and when the server
 * renders a page. In the browser `styles` carries the Emotion cache and system
 * that hydrate a server-rendered page's styles in place (boot/page-styles.ts).
 */
export function AppProviders({
  client,
  styles,
  children,
}: {
  client: QueryClient;
  styles?: PageStyles;
  children: ReactNode;
}) {
  const providers = (
    <ChakraProvider value={styles?.system ?? appSystem()}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          <DeferredToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return styles ? <CacheProvider value={styles.cache}>{providers}</CacheProvider> : providers;
}

/** The screen for the address, inside the layout; an error in the layout itself shows the error card. */
export function AppRoutes() {
  const location = useLocation();
  const screen = useRoutes(routes);
  return <RouteErrorBoundary address={location.pathname + location.search}>{screen}</RouteErrorBoundary>;
}

export function App({ client, styles }: { client: QueryClient; styles?: PageStyles }) {
  return (
    <AppProviders client={client} styles={styles}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
