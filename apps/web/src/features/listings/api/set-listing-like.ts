import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateListings } from './listing-keys';

/** PUT (like) or DELETE (unlike) /api/listings/:id/like; both idempotent. */
export const setListingLike = ({ id, isLiked }: { id: string; isLiked: boolean }) =>
  apiFetch<{ isLiked: boolean }>(`/listings/${encodeURIComponent(id)}/like`, { method: isLiked ? 'PUT' : 'DELETE' });

export function useSetListingLike() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setListingLike, onSuccess: () => invalidateListings(client) });
}
