import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../query';
import { SAVED_SEARCHES_PATH } from '@homebid/shared/api-paths';
import type { SavedSearch, SavedSearchInput, SavedSearchList, SavedSearchUpdate } from '@homebid/shared/schemas/saved-search';
import { apiFetch } from '../api';

/**
 * Saved searches (lead alerts): saved from the listing page's filters, listed and changed in the profile. Both
 * features read them, so the calls live here.
 */
const key = ['saved-searches'] as const;

export const listSavedSearches = () => apiFetch<SavedSearchList>(SAVED_SEARCHES_PATH);
export const createSavedSearch = (body: SavedSearchInput) => apiFetch<SavedSearch>(SAVED_SEARCHES_PATH, { method: 'POST', body });
export const updateSavedSearch = ({ id, ...body }: SavedSearchUpdate & { id: string }) =>
  apiFetch<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body });
export const deleteSavedSearch = (id: string) => apiFetch<{ message: string }>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const openSavedSearch = (id: string) => apiFetch<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}/open`, { method: 'POST' });

export const useSavedSearches = () => useQuery({ queryKey: key, queryFn: listSavedSearches });

/** Opening a search reads its filter and marks its matches seen (a POST, so once per visit of the link). */
export const useOpenSavedSearch = (id: string | null) =>
  useQuery({ queryKey: [...key, 'open', id], queryFn: () => openSavedSearch(id!), enabled: Boolean(id), staleTime: Infinity, retry: false });

function useSavedSearchMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateSavedSearch = () => useSavedSearchMutation(createSavedSearch);
export const useUpdateSavedSearch = () => useSavedSearchMutation(updateSavedSearch);
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);
