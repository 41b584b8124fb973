import { and, desc, eq, ne } from 'drizzle-orm';
import { LISTING_MSG, type BidderRow } from '@homebid/shared/schemas/listing';
import { users } from '../../db/schema/auth';
import { bids } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import { notFound } from '../../platform/errors';
import { isListingId, type ListingContext } from './listings.policy';

/**
 * The bidders of a listing for the Bidders modal: who and when, never how much (neither the select nor the
 * response schema has an amount, so an amount cannot leak even by mistake). Declined bids are left out, as
 * in listings.bidder_count, which the bids module keeps in the transaction of every bid change.
 */
export async function listListingBidders(ctx: ListingContext, listingId: string): Promise<BidderRow[]> {
  const [listing] = isListingId(listingId) ? await ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)) : [];
  if (!listing) throw notFound(LISTING_MSG.notFound);
  const rows = await ctx.db
    .select({ bidderId: bids.bidderId, name: users.name, imageUrl: users.image, createdAt: bids.createdAt })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.bidderId))
    .where(and(eq(bids.listingId, listingId), ne(bids.status, 'declined')))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(500);
  return rows.map((r) => ({ bidderId: r.bidderId, name: r.name, imageUrl: r.imageUrl, bidDate: r.createdAt.toISOString() }));
}
