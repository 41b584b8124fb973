import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateListings } from './listing-keys';

export const closeListing = (id: string) => apiFetch<{ message: string }>(`/listings/${encodeURIComponent(id)}/close`, { method: 'POST' });

export function useCloseListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeListing, onSuccess: () => invalidateListings(client) });
}
