import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@homebid/shared/constants';
import { BID_MSG, bidPlacedMessage, type Bid, type BidInputParsed, type BidSavedResponse } from '@homebid/shared/schemas/bid';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { bids } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { refusalOf } from '../../db/refusal';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { bidOnMyListingAlert } from '../alerts/alert-events';
import { isListingId } from '../listings/listings.policy';
import { isListingVisibleToSql } from '../listings/listing-visibility';
import { releaseBidAttachments } from './bid-files';
import { readableBids, type BidReaderContext } from './bid-masking';
import { prepareBid } from './bid-input';
import { BID_NOT_UPDATABLE, bidStatementCall, LISTING_NOT_OPEN, placeBidStatement, updateBidStatement, type BidStatementCall } from './bid-statements';
import { lockBidWithListing, logBidTransition, refreshBidderCount } from './bid-transitions';
import { findBid, findBidOfBidder, type BidsContext } from './bid-view';
import { assertBidId, assertBidTransition, assertCanBid, resolveBidActor } from './bids.policy';

/**
 * The listing a bid is placed on, with its poster's name, the bidder's name and user type and whether they already bid on it
 * (one statement, prepared: planning it cost PostgreSQL 0.39 ms a bid, eight times running it). A listing hidden by
 * HomeBid, or of a suspended poster, does not exist for a bidder (as its details page says).
 */
const selectListingForBid = preparedPerDatabase((db) =>
  db
    .select({
      id: listings.id,
      posterId: listings.posterId,
      posterName: users.name,
      listingType: listings.listingType,
      status: listings.status,
      title: listings.title,
      bidderType: sql<string | null>`(select ${profiles.userType} from ${profiles} where ${profiles.userId} = ${sql.placeholder('bidderId')})`,
      bidderName: sql<string | null>`(select bidder.name from ${users} bidder where bidder.id = ${sql.placeholder('bidderId')})`,
      alreadyBid: sql<boolean>`exists (select 1 from ${bids} where ${bids.listingId} = ${listings.id} and ${bids.bidderId} = ${sql.placeholder('bidderId')})`.mapWith(Boolean),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.posterId))
    .where(and(eq(listings.id, sql.placeholder('listingId')), isListingVisibleToSql(sql.placeholder('bidderId'))))
    .prepare('select_listing_for_bid'),
);

async function getListingForBid(db: Database, listingId: string, bidderId: string) {
  const [listing] = isListingId(listingId) ? await selectListingForBid(db).execute({ listingId, bidderId }) : [];
  if (!listing) throw notFound(LISTING_MSG.notFound);
  return listing;
}

/** Places the first bid of `bidderId` on an open listing of someone else. */
export async function placeBid(ctx: BidsContext, bidderId: string, listingId: string, input: BidInputParsed): Promise<BidSavedResponse> {
  const listing = await getListingForBid(ctx.db, listingId, bidderId);
  assertCanBid(listing.bidderType);
  if (listing.posterId === bidderId) throw forbidden(BID_MSG.ownProject);
  if (listing.status !== 'open') throw conflict(BID_MSG.listingNotOpen, 'listing_not_open');
  // checked again by the unique index below; here before the input is checked and the statement written
  if (listing.alreadyBid) throw conflict(BID_MSG.alreadyBid, 'already_bid');
  const prepared = await prepareBid(ctx.db, bidderId, listing, input);
  const bidId = randomUUID();
  // the title as read above: a poster's edit in between leaves the alert with the title the bidder saw
  const alert = bidOnMyListingAlert({ posterId: listing.posterId, bidderName: listing.bidderName, listingId, listingTitle: listing.title, isUpdate: false });
  const { shape, values } = bidStatementCall(prepared, alert, { bidId, bidderId, listingId });
  try {
    // one statement, no transaction (bid-statements.ts). A bid of this bidder committed since the check above fails
    // it (bids_listing_bidder_uq): caught below
    await placeBidStatement(shape)(ctx.db, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BID_MSG.alreadyBid, 'already_bid');
    if (refusalOf(error) === LISTING_NOT_OPEN) throw conflict(BID_MSG.listingNotOpen, 'listing_not_open');
    throw error;
  }
  return { message: bidPlacedMessage(listing.posterName), bid: (await findBid(ctx, bidId))! };
}

/** Replaces a bid's details (its bidder only, while submitted or declined); the bid is submitted again. */
export async function updateBid(ctx: BidsContext, userId: string, bidId: string, input: BidInputParsed): Promise<BidSavedResponse> {
  const current = await findVisibleBid(ctx, userId, bidId);
  // permission and state first, so nobody learns anything from the body checks; checked again under the lock
  assertUpdatable(userId, current);
  const prepared = await prepareBid(ctx.db, userId, { id: current.listingId, listingType: current.listing.listingType }, input);
  // the title as read above, as for a placed bid
  const alert = bidOnMyListingAlert({ posterId: current.listing.poster.id, bidderName: current.bidder.name, listingId: current.listingId, listingTitle: current.listing.title, isUpdate: true });
  const previousKey = await runUpdate(ctx, userId, bidId, bidStatementCall(prepared, alert, { bidId, bidderId: userId }));
  // the attachment this update replaced or dropped, once the update has committed
  if (previousKey !== prepared.values.attachmentKey) await releaseBidAttachments(ctx, [previousKey]);
  return { message: BID_MSG.edited, bid: (await findBid(ctx, bidId))! };
}

/**
 * Times an update's statement is run when it is refused and the bid, read again, may still be updated. Updates of one
 * bid sent at once (a form submitted twice) land one per round: each other one waited for the lock and runs again.
 */
const UPDATE_ATTEMPTS = 10;

/**
 * Runs an update's statement; returns the bid's attachment key before it. When the statement is refused, the bid is
 * read again: a bid that may no longer be updated (declined, hired, its listing closed) says why; one that may was
 * changed by another update while the statement waited for its lock, and the statement runs again (bid-statements.ts).
 */
async function runUpdate(ctx: BidsContext, userId: string, bidId: string, { shape, values }: BidStatementCall): Promise<string | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await updateBidStatement(shape)(ctx.db, values);
      return rows[0]!.previous_key;
    } catch (error) {
      if (refusalOf(error) !== BID_NOT_UPDATABLE) throw error;
      assertUpdatable(userId, await findVisibleBid(ctx, userId, bidId));
      if (attempt === UPDATE_ATTEMPTS) throw conflict(MSG.genericSaveFailure, 'bid_busy');
    }
  }
}

/** A 403, 404 or 409 unless `userId` may update `bid` now: its bidder, while it is submitted or declined and its listing open. */
function assertUpdatable(userId: string, bid: Bid) {
  assertBidTransition('update', resolveBidActor(userId, { bidderId: bid.bidder.id, posterId: bid.listing.poster.id }), bid.status);
  if (bid.listing.status !== 'open') throw conflict(BID_MSG.listingNotOpen, 'listing_not_open');
}

/** Removes a bid (its bidder only, while submitted or declined) and then its attachment. */
export async function deleteBid(ctx: BidsContext, userId: string, bidId: string): Promise<void> {
  assertBidId(bidId);
  const attachmentKey = await ctx.db.transaction(async (tx) => {
    const { listing, bid } = await lockBidWithListing(tx, bidId);
    assertBidTransition('delete', resolveBidActor(userId, { bidderId: bid.bidderId, posterId: listing.posterId }), bid.status);
    await tx.delete(bids).where(eq(bids.id, bidId));
    await logBidTransition(tx, { bidId, actorId: userId, from: bid.status, to: 'deleted' });
    await refreshBidderCount(tx, listing.id);
    return bid.attachmentKey;
  });
  await releaseBidAttachments(ctx, [attachmentKey]);
}

/** A bid for its bidder or the listing's poster, as they may read it; anyone else gets 404. */
export async function getVisibleBid(ctx: BidReaderContext, userId: string, bidId: string): Promise<Bid> {
  const [bid] = await readableBids(ctx, userId, [await findVisibleBid(ctx, userId, bidId)]);
  return bid;
}

/** A bid as stored, for its bidder or the listing's poster; anyone else gets 404. */
async function findVisibleBid(ctx: BidsContext, userId: string, bidId: string): Promise<Bid> {
  assertBidId(bidId);
  const bid = await findBid(ctx, bidId);
  if (!bid) throw notFound(BID_MSG.notFound);
  resolveBidActor(userId, { bidderId: bid.bidder.id, posterId: bid.listing.poster.id });
  return bid;
}

/** The user's own bid on a listing (for the bid-details control), or 404. */
export async function getMyBidOnListing(ctx: BidReaderContext, userId: string, listingId: string): Promise<Bid> {
  const bid = isListingId(listingId) ? await findBidOfBidder(ctx, listingId, userId) : undefined;
  if (!bid) throw notFound(BID_MSG.notFound);
  const [readable] = await readableBids(ctx, userId, [bid]);
  return readable;
}
