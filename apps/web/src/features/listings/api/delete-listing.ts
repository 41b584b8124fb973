import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateListings } from './listing-keys';

export const deleteListing = (id: string) => apiFetch<{ message: string }>(`/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteListing, onSuccess: () => invalidateListings(client) });
}
