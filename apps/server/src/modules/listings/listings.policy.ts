import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';

/**
 * Who may change a listing: only its poster, and only while it is open (spec section 6). The old client
 * had no check on delete; here every change goes through this one rule.
 */
export function assertCanChangeListing(listing: { posterId: string; status: string } | undefined, userId: string) {
  if (!listing) throw notFound(LISTING_MSG.notFound);
  if (listing.posterId !== userId) throw forbidden(LISTING_MSG.notOwner);
  if (listing.status !== 'open') throw conflict(LISTING_MSG.notOpen, 'not_open');
}

/** Uuid-shaped ids only, so a malformed id is a plain 404 and never a database cast error. */
export const isListingId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type ListingContext = Pick<AppContext, 'db' | 'config' | 'storage' | 'database'>;
