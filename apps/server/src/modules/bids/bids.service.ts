import { randomUUID } from 'node:crypto';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { BID_MSG, bidPlacedMessage, type Bid, type BidInputParsed, type BidSavedResponse } from '@homebid/shared/schemas/bid';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import type { Database } from '../../db/client';
import { builtPerShape, executeNamed, preparedPerDatabase, sqlBuiltOnce, valuePlaceholder } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { bidItems, bidMilestones, bids } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { refusalOf, refuseWhenNull } from '../../db/refusal';
import { isUniqueViolation } from '../../db/unique-violation';
import { writeTogether, writeTogetherSql } from '../../db/write-together';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { bidOnMyListingAlert } from '../alerts/alert-events';
import { alertStatementParts } from '../alerts/record-alert';
import { isListingId } from '../listings/listings.policy';
import { isListingVisibleToSql } from '../listings/listing-visibility';
import { releaseBidAttachments } from './bid-files';
import { readableBids, type BidReaderContext } from './bid-masking';
import { prepareBid, type PreparedBid } from './bid-input';
import { bidderCountUpdate, bidTransitionInsert, listingLockCountingBid, lockBidWithListing, logBidTransition, refreshBidderCount } from './bid-transitions';
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

/** The inserts of a bid's items and milestones (a bid just inserted, or one whose old ones were deleted). */
function bidDetailInserts(tx: Database, bidId: string, prepared: PreparedBid) {
  return [
    ...(prepared.items.length ? [tx.insert(bidItems).values(prepared.items.map((i) => ({ ...i, bidId })))] : []),
    tx.insert(bidMilestones).values(prepared.milestones.map((m) => ({ ...m, bidId }))),
  ];
}

/** The refusal of a bid's statement when its listing's lock found the listing no longer open. */
const LISTING_NOT_OPEN = 'listing_not_open';

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
  try {
    // one statement, no transaction (placeBidSql). A bid of this bidder committed since the check above fails it
    // (bids_listing_bidder_uq): caught below
    await placeStatement({ items: prepared.items.length, milestones: prepared.milestones.length })(ctx.db, {
      ...prepared.values,
      bidId,
      bidderId,
      listingId,
      posterId: alert.userId,
      alertTitle: alert.title,
      alertMessage: alert.message,
      alertLink: alert.link,
      ...rowValues('item', prepared.items),
      ...rowValues('milestone', prepared.milestones),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BID_MSG.alreadyBid, 'already_bid');
    if (refusalOf(error) === LISTING_NOT_OPEN) throw conflict(BID_MSG.listingNotOpen, 'listing_not_open');
    throw error;
  }
  return { message: bidPlacedMessage(listing.posterName), bid: (await findBid(ctx, bidId))! };
}

/**
 * A placed bid in one statement: the listing's lock (which counts the bid), the bid (only when the lock found the
 * listing open: refused otherwise, and nothing is written), its items and milestones, its first transition and the
 * poster's alert. The lock is held for the statement alone, not across round trips, so bids on a busy listing do not
 * queue behind each other's turns of the event loop. Its values are placeholders (rowValues names those of the rows).
 */
function placeBidSql(db: Database, { items, milestones }: BidShape) {
  const bidId = sql.placeholder('bidId');
  const value = valuePlaceholder<string>;
  const rows = <K extends string>(prefix: string, count: number, keys: readonly K[]) => Array.from({ length: count }, (_, i) => ({ ...placeholders(keys, `${prefix}${i}_`), bidId }));
  return writeTogetherSql(
    [
      db.insert(bids).values({
        ...placeholders(['amountCents', 'description', 'startDate', 'endDate', 'isIndividualBid', 'attachmentKey', 'attachmentName']),
        id: bidId,
        listingId: refuseWhenNull(sql`(SELECT id FROM locked)`, LISTING_NOT_OPEN),
        bidderId: sql.placeholder('bidderId'),
        status: 'submitted',
      }),
      ...(items ? [db.insert(bidItems).values(rows('item', items, ['position', 'productId', 'productName', 'imageKey', 'quantity', 'estimatedPriceCents', 'isEstimatedPriceEnabled']))] : []),
      db.insert(bidMilestones).values(rows('milestone', milestones, ['position', 'description', 'amountCents', 'dueDate'])),
      bidTransitionInsert(db, { bidId: value('bidId'), actorId: value('bidderId'), from: null, to: 'submitted', reason: 'placed' }),
    ],
    alertStatementParts({ userId: value('posterId'), kind: 'bid_placed', title: value('alertTitle'), message: value('alertMessage'), link: value('alertLink') }),
    listingLockCountingBid('locked', value('listingId'), value('bidderId')),
  );
}

/** A placeholder for each of `keys`, named `<prefix><key>`. */
const placeholders = <K extends string>(keys: readonly K[], prefix = '') =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}${key}`)])) as { [P in K]: Placeholder };

/** The values of `rows` for placeBidSql's placeholders: `<prefix><index>_<key>`. */
const rowValues = (prefix: string, rows: ReadonlyArray<Record<string, unknown>>) =>
  Object.fromEntries(rows.flatMap((row, i) => Object.entries(row).map(([key, value]) => [`${prefix}${i}_${key}`, value])));

interface BidShape {
  items: number;
  milestones: number;
}
/** placeBidSql built once for each count of items and of milestones (db/prepared.ts builtPerShape). */
const placeStatement = builtPerShape(
  'place_bid',
  (shape: BidShape) => `${shape.items}_${shape.milestones}`,
  (shape, name) => sqlBuiltOnce(name, (db) => placeBidSql(db, shape)),
);

/** Replaces a bid's details (its bidder only, while submitted or declined); the bid is submitted again. */
export async function updateBid(ctx: BidsContext, userId: string, bidId: string, input: BidInputParsed): Promise<BidSavedResponse> {
  const current = await findVisibleBid(ctx, userId, bidId);
  // permission and state first, so nobody learns anything from the body checks; checked again under the lock
  assertBidTransition('update', resolveBidActor(userId, { bidderId: current.bidder.id, posterId: current.listing.poster.id }), current.status);
  const prepared = await prepareBid(ctx.db, userId, { id: current.listingId, listingType: current.listing.listingType }, input);
  const previousKey = await ctx.db.transaction(async (tx) => {
    const { listing, bid } = await lockBidWithListing(tx, bidId);
    const to = assertBidTransition('update', resolveBidActor(userId, { bidderId: bid.bidderId, posterId: listing.posterId }), bid.status)!;
    if (listing.status !== 'open') throw conflict(BID_MSG.listingNotOpen, 'listing_not_open');
    // the old details go first: the new ones take their keys
    await executeNamed(tx, 'delete_bid_details', sql`
      WITH items AS (DELETE FROM ${bidItems} WHERE ${bidItems.bidId} = ${bidId}) DELETE FROM ${bidMilestones} WHERE ${bidMilestones.bidId} = ${bidId}`);
    // a declined bid submitted again counts among the listing's bidders again; a submitted one counts already
    await writeTogether(
      tx,
      [
        tx.update(bids).set({ ...prepared.values, status: to, declinedReason: null, updatedAt: new Date() }).where(eq(bids.id, bidId)),
        ...bidDetailInserts(tx, bidId, prepared),
        bidTransitionInsert(tx, { bidId, actorId: userId, from: bid.status, to, reason: 'updated' }),
        ...(bid.status === 'declined' ? [bidderCountUpdate(listing.id, userId)] : []),
      ],
      alertStatementParts(
        bidOnMyListingAlert({ posterId: listing.posterId, bidderName: current.bidder.name, listingId: listing.id, listingTitle: listing.title, isUpdate: true }),
      ),
    );
    return bid.attachmentKey;
  });
  // the attachment this update replaced or dropped, once the update has committed
  if (previousKey !== prepared.values.attachmentKey) await releaseBidAttachments(ctx, [previousKey]);
  return { message: BID_MSG.edited, bid: (await findBid(ctx, bidId))! };
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
