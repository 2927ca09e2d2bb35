import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { DeferredToaster } from './components/deferred-toaster';
import { AuthProvider } from './features/auth/auth-provider';
import { queryClient } from './lib/query-client';
import { system } from './lib/system';
import { router } from './routes';

export function App() {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <DeferredToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
