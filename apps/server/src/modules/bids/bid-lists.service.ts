import { and, eq, ne } from 'drizzle-orm';
import { BID_MSG, type ListingBids, type MyBid } from '@homebid/shared/schemas/bid';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import { bids } from '../../db/schema/bids';
import { forbidden, notFound } from '../../platform/errors';
import { getRatings } from '../feedback/rating.service';
import { isListingId } from '../listings/listings.policy';
import { toIso } from '../../db/to-iso';
import { readableBids, readableMyBids, type BidReaderContext } from './bid-masking';
import { bidderNotSuspendedSql, findBids, findListingSummary, selectBidRows, toListingSummary } from './bid-view';

/** My Bids: the user's bids, newest first; 'Won' once the contract is accepted. */
export async function listMyBids(ctx: BidReaderContext, userId: string): Promise<MyBid[]> {
  const rows = await selectBidRows(ctx, eq(bids.bidderId, userId));
  const myBids = rows.map((row) => ({
    id: row.bid.id,
    status: row.bid.status,
    amountCents: Number(row.bid.amountCents),
    declinedReason: row.bid.status === 'declined' ? row.bid.declinedReason : null,
    listing: toListingSummary(ctx, row),
    contractId: row.contractId ?? null,
    bidderAccepted: row.bidderAccepted ?? null,
    isWon: row.bidderAccepted === 'accepted',
    createdAt: toIso(row.bid.createdAt),
    updatedAt: toIso(row.bid.updatedAt),
    contactHidden: false,
  }));
  return readableMyBids(ctx, userId, myBids);
}

/** View Bidders: the poster's listing with its bids that are not declined nor of a suspended bidder, newest first (poster only). */
export async function listListingBids(ctx: BidReaderContext, userId: string, listingId: string): Promise<ListingBids> {
  if (!isListingId(listingId)) throw notFound(LISTING_MSG.notFound);
  const summary = await findListingSummary(ctx, listingId);
  if (!summary) throw notFound(LISTING_MSG.notFound);
  if (summary.poster.id !== userId) throw forbidden(BID_MSG.notPoster);
  const listed = await readableBids(ctx, userId, await findBids(ctx, and(eq(bids.listingId, listingId), ne(bids.status, 'declined'), bidderNotSuspendedSql())));
  return { listing: summary, bids: listed, bidderRatings: await getRatings(ctx.db, listed.map((b) => b.bidder.id)) };
}
