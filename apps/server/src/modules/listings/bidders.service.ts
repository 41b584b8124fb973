import { eq } from 'drizzle-orm';
import { LISTING_MSG, type BidderRow } from '@homebid/shared/schemas/listing';
import { listings } from '../../db/schema/listings';
import { notFound } from '../../platform/errors';
import { isListingId, type ListingContext } from './listings.policy';

/**
 * The bidders of a listing for the Bidders modal: who and when, never how much (the response schema has
 * no amount field, so an amount cannot leak even by mistake).
 *
 * Stub until issue 4 (bids): there is no bids table yet, so the list is empty and listings.bidder_count
 * stays 0. Issue 4 adds `bids (id, listing_id → listings ON DELETE CASCADE, bidder_id → users, amount_cents,
 * created_at, status)`, replaces the body below with a select of bidder id, users.name, users.image and
 * bids.created_at (newest first), and keeps listings.bidder_count in the same transaction that adds a bid.
 */
export async function listListingBidders(ctx: ListingContext, listingId: string): Promise<BidderRow[]> {
  const [listing] = isListingId(listingId) ? await ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)) : [];
  if (!listing) throw notFound(LISTING_MSG.notFound);
  return [];
}
