import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingCreate, ListingDetail } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { invalidateListings } from './listing-keys';

export const createListing = (body: ListingCreate) => apiFetch<ListingDetail>('/listings', { method: 'POST', body });

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: () => invalidateListings(client) });
}
