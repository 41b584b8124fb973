import type { HideListingInput, ListingModeration } from '@homebid/shared/schemas/moderation';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Hides a listing (admin): others no longer find it, its owner sees 'Hidden by HomeBid: <reason>'. */
export const hideListing = ({ listingId, input }: { listingId: string; input: HideListingInput }) =>
  apiFetch<ListingModeration>(`/admin/listings/${encodeURIComponent(listingId)}/hide`, { body: input });

export const useHideListing = () => useOperatorMutation(hideListing);
