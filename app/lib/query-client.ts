import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec section 9: no retries, no refetch on focus or interval, data never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      // Our query functions answer offline themselves (the device's mirror, the remembered user),
      // so they must run even when the browser says it has no connection.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
