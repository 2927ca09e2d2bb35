/**
 * The admin area's data: reads of /api/admin/... (always fresh when a screen
 * opens; admins expect to see what is there now) and one mutation helper that
 * refreshes the admin lists, brings this device's catalog mirror up to date
 * after a catalog change, and reports the outcome in a toast.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError, errorMessage } from '../../lib/api';
import { refreshCatalogQueries } from '../../lib/catalog-queries';
import { notify, notifyError } from '../../lib/toaster';
import { syncCatalog } from '../../offline/catalog-mirror-sync';

export const ADMIN_API = '/api/admin';

export function useAdminQuery<T>(path: string, options: { enabled?: boolean } = {}) {
  const url = `${ADMIN_API}${path}`;
  return useQuery<T>({
    queryKey: [url],
    queryFn: () => apiRequest<T>('GET', url),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The field a validation error names, with its message, for showing at the field. */
export function serverFieldError(err: unknown): { field: string; message: string } | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  try {
    const body = JSON.parse(err.bodyText) as { field?: unknown; message?: unknown };
    if (typeof body.field === 'string' && typeof body.message === 'string') {
      return { field: body.field, message: body.message };
    }
  } catch {
    // not JSON
  }
  return null;
}

export function useAdminMutation<V, R>(
  request: (vars: V) => Promise<R>,
  options: {
    /** Recipes, collections or tips changed: sync this device's mirror so public screens show it. */
    catalog?: boolean;
    success?: string | ((result: R, vars: V) => string);
    errorTitle: string;
    onSuccess?: (result: R, vars: V) => void;
    onError?: (err: unknown) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (result, vars) => {
      if (options.success) {
        notify(typeof options.success === 'string' ? options.success : options.success(result, vars));
      }
      options.onSuccess?.(result, vars);
      await queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_API),
      });
      if (options.catalog) {
        await syncCatalog()
          .then((changed) => (changed ? refreshCatalogQueries(queryClient) : undefined))
          .catch(() => undefined); // the next sync will bring it
      }
    },
    onError: (err) => {
      options.onError?.(err);
      notifyError(options.errorTitle, errorMessage(err));
    },
  });
}

export const adminRequest = <T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> => apiRequest<T>(method, `${ADMIN_API}${path}`, body);
