import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingCreate, ListingDetail } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { invalidateListings } from './listing-keys';

export const updateListing = ({ id, body }: { id: string; body: ListingCreate }) =>
  apiFetch<{ message: string; listing: ListingDetail }>(`/listings/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => invalidateListings(client) });
}
