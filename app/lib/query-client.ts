import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec section 9: no retries, no refetch on focus or interval, data never stale. */
export const QUERY_DEFAULTS = {
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
} satisfies DefaultOptions;

/** The page's one client (a page the server renders gets its own, per request). */
export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
