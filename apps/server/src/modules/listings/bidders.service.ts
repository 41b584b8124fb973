import { and, desc, eq, ne, or } from 'drizzle-orm';
import { LISTING_MSG, type BidderRow } from '@homebid/shared/schemas/listing';
import { users } from '../../db/schema/auth';
import { bids } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import { isNotSuspendedSql } from '../../platform/auth/suspension';
import { notFound } from '../../platform/errors';
import { getRatings } from '../feedback/rating.service';
import { badgesFor, badgesOf } from '../profile/user-badges';
import { isListingVisibleToSql } from './listing-visibility';
import { isListingId, type ListingContext } from './listings.policy';

/**
 * The bidders of a listing for the Bidders modal: who and when, never how much (neither the select nor the
 * response schema has an amount, so an amount cannot leak even by mistake). Declined bids are left out, as
 * in listings.bidder_count, which the bids module keeps in the transaction of every bid change. Each bidder comes with
 * their verified badges and rating, so the modal can filter and sort. A listing `viewerId`
 * may not see is not found; the bids of suspended bidders are shown to nobody but themselves.
 */
export async function listListingBidders(ctx: ListingContext, viewerId: string, listingId: string): Promise<BidderRow[]> {
  const [listing] = isListingId(listingId)
    ? await ctx.db
        .select({ id: listings.id })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.posterId))
        .where(and(eq(listings.id, listingId), isListingVisibleToSql(viewerId)))
    : [];
  if (!listing) throw notFound(LISTING_MSG.notFound);
  const rows = await ctx.db
    .select({ bidderId: bids.bidderId, name: users.name, imageUrl: users.image, createdAt: bids.createdAt })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.bidderId))
    .where(and(eq(bids.listingId, listingId), ne(bids.status, 'declined'), or(eq(bids.bidderId, viewerId), isNotSuspendedSql(users))))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(500);
  const bidderIds = rows.map((r) => r.bidderId);
  const [badges, ratings] = await Promise.all([badgesFor(ctx.db, bidderIds), getRatings(ctx.db, bidderIds)]);
  return rows.map((r) => ({
    bidderId: r.bidderId,
    name: r.name,
    imageUrl: r.imageUrl,
    bidDate: r.createdAt.toISOString(),
    badges: badgesOf(badges, r.bidderId),
    rating: ratings[r.bidderId]!,
  }));
}
