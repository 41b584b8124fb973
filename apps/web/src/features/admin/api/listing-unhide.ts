import type { ListingModeration, UnhideListingInput } from '@homebid/shared/schemas/moderation';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Shows a hidden listing again (admin); the note is optional. */
export const unhideListing = ({ listingId, input }: { listingId: string; input: UnhideListingInput }) =>
  apiFetch<ListingModeration>(`/admin/listings/${encodeURIComponent(listingId)}/unhide`, { body: input });

export const useUnhideListing = () => useOperatorMutation(unhideListing);
