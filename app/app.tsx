import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { DeferredToaster } from './components/deferred-toaster';
import { AuthProvider } from './features/auth/auth-provider';
import { system } from './lib/system';

/** Everything around the screens, the same in the browser and when the server draws a page. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          <DeferredToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

export function App({
  client,
  router,
}: {
  client: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
