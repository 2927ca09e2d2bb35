/**
 * Saving a recipe: whether it is saved (GET /api/recipes/{id}/saved), and the
 * save / remove toggle with the spec's toasts. Both refresh the saved status
 * and the saved list afterwards.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { notify, notifyError } from '../../../lib/toaster';

export const savedStatusKey = (id: number) => [`/api/recipes/${id}/saved`] as const;
export const SAVED_LIST_KEY = ['/api/recipes/saved'] as const;

export function useSavedStatus(id: number, enabled: boolean) {
  return useQuery<boolean>({ queryKey: savedStatusKey(id), enabled });
}

export const saveRecipe = (id: number) => apiRequest('POST', `/api/recipes/${id}/save`);
export const unsaveRecipe = (id: number) => apiRequest('DELETE', `/api/recipes/${id}/save`);

export function useToggleSaved(id: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: savedStatusKey(id) }),
      queryClient.invalidateQueries({ queryKey: SAVED_LIST_KEY }),
    ]);
  return useMutation({
    mutationFn: (save: boolean) => (save ? saveRecipe(id) : unsaveRecipe(id)),
    onSuccess: (_data, save) => {
      if (save) notify('Recipe saved', 'This recipe has been added to your saved recipes.');
      else notify('Recipe removed', 'This recipe has been removed from your saved recipes.');
    },
    onError: (_err, save) => {
      if (save) notifyError('Error', 'Failed to save recipe. Please try again.');
      else notifyError('Error', 'Failed to remove recipe. Please try again.');
    },
    onSettled: refresh,
  });
}
