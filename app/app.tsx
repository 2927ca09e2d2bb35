import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { DeferredToaster } from './components/deferred-toaster';
import { AuthProvider } from './features/auth/auth-provider';
import type { PageStyles } from './boot/page-styles';
import { appSystem } from './lib/system';

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

export function App({
  client,
  router,
  styles,
}: {
  client: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  styles?: PageStyles;
}) {
  return (
    <AppProviders client={client} styles={styles}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
