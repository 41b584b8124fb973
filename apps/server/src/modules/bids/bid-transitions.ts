import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { BID_MSG, type BidStatus } from '@homebid/shared/schemas/bid';
import type { Database } from '../../db/client';
import { builtOnce, executeNamed } from '../../db/prepared';
import { bids, bidTransitions } from '../../db/schema/bids';
import { users } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { isNotSuspendedSql } from '../../platform/auth/suspension';
import { notFound } from '../../platform/errors';

/**
 * For the contracts module: moves a bid to `to` (its contract was accepted, withdrawn or ended) and logs the move,
 * inside the caller's transaction, which holds the bid's lock (lockBidWithListing).
 */
export async function moveBid(
  tx: Database,
  move: { bidId: string; actorId: string; from: BidStatus; to: BidStatus; reason: string; at?: Date },
) {
  await tx.update(bids).set({ status: move.to, updatedAt: move.at ?? new Date() }).where(eq(bids.id, move.bidId));
  await logBidTransition(tx, move);
}

type BidTransition = { bidId: string; actorId: string; from: BidStatus | null; to: BidStatus | 'deleted'; reason?: string | null };

/** Appends one line to the transition log (`to` 'deleted' when the bid is removed). */
export async function logBidTransition(tx: Database, entry: BidTransition) {
  await bidTransitionInsert(tx, entry);
}

/** The insert of one line of the transition log, for a caller that writes it with others (db/write-together.ts). */
export const bidTransitionInsert = (tx: Database, entry: BidTransition) =>
  tx.insert(bidTransitions).values({ bidId: entry.bidId, actorId: entry.actorId, fromStatus: entry.from, toStatus: entry.to, reason: entry.reason ?? null });

// the listing of a bid (found by the bid in the same statement) and the bid, each locked by a statement built once
// (db/prepared.ts builtOnce) and named (planning took as long as running)
const lockListingOfBid = builtOnce((tx) =>
  tx
    .select({ id: listings.id, posterId: listings.posterId, status: listings.status, listingType: listings.listingType, title: listings.title })
    .from(listings)
    .where(eq(listings.id, sql`(select ${bids.listingId} from ${bids} where ${bids.id} = ${sql.placeholder('bidId')})`))
    .for('update')
    .prepare('lock_listing_of_bid'),
);
const lockBid = builtOnce((tx) => tx.select().from(bids).where(eq(bids.id, sql.placeholder('bidId'))).for('update').prepare('lock_bid'));

/**
 * Locks the listing of a bid, then the bid; 404 when the bid is gone. Every bid and contract change locks the listing
 * first, then the bid, then the contract: one order everywhere, so two changes never wait on each other in a circle
 * (a bid's placing takes the listing's lock inside its one statement: listingLockCountingBid).
 */
export async function lockBidWithListing(tx: Database, bidId: string) {
  const [listing] = await lockListingOfBid(tx, { bidId });
  if (!listing) throw notFound(BID_MSG.notFound);
  const [bid] = await lockBid(tx, { bidId });
  if (!bid) throw notFound(BID_MSG.notFound);
  return { listing, bid };
}

/**
 * The update of listings.bidder_count: the listing's bids that are not declined, by bidders not suspended now (others
 * see no suspended user's bid).
 */
export const bidderCountUpdate = (listingId: string) => sql`
  UPDATE ${listings} SET bidder_count = (
    SELECT count(*) FROM ${bids} INNER JOIN ${users} ON ${users.id} = ${bids.bidderId}
    WHERE ${bids.listingId} = ${listingId} AND ${bids.status} <> 'declined' AND ${isNotSuspendedSql()}
  )
  WHERE ${listings.id} = ${listingId}`;

/** 1 when `bidderId`'s bids count among their listings' bidders (they are not suspended), 0 otherwise. */
export const countedBidderSql = (bidderId: string) => sql`(SELECT count(*) FROM ${users} WHERE ${users.id} = ${bidderId} AND ${isNotSuspendedSql()})`;

/**
 * The lock of a listing taken by the statement that places a bid on it (a WITH entry `name`, its row's id when the
 * listing is open, no row otherwise), counting the bid among the listing's bidders unless its bidder is suspended.
 * An increment, not bidderCountUpdate's count: a statement's snapshot is older than the lock it waits for, so a count
 * in it could miss a bid committed meanwhile; the increment applies to the row as the lock finds it, and every other
 * change counts again under the lock in a later statement, which sees this bid once committed.
 */
export const listingLockCountingBid = (name: string, listingId: string, bidderId: string) => sql`
  ${sql.identifier(name)} AS (
    UPDATE ${listings} SET bidder_count = ${listings.bidderCount} + ${countedBidderSql(bidderId)}
    WHERE ${listings.id} = ${listingId} AND ${listings.status} = 'open'
    RETURNING ${listings.id}
  )`;

/** Counts the listing's bidders again (bidderCountUpdate); run after every other change of a bid and of a bidder's suspension. */
export async function refreshBidderCount(tx: Database, listingId: string) {
  // named, so PostgreSQL plans it once per connection, not at every change
  await executeNamed(tx, 'refresh_bidder_count', bidderCountUpdate(listingId));
}

/** For the moderation module: the bidder counts of every listing the user bid on, in the transaction that (un)suspends them. */
export async function refreshBidderCountsOf(tx: Database, bidderId: string) {
  const rows = await tx.select({ listingId: bids.listingId }).from(bids).where(eq(bids.bidderId, bidderId));
  for (const { listingId } of rows) await refreshBidderCount(tx, listingId);
}

/**
 * For housekeeping: a suspension with an end date ends by itself, with no write; the counts of its bidder's
 * listings come back on the first sweep after it ended (the window covers a few missed sweeps).
 */
export async function refreshBidderCountsAfterEndedSuspensions(db: Database, now: Date, windowMs: number) {
  const ended = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gt(users.suspendedUntil, new Date(now.getTime() - windowMs)), lte(users.suspendedUntil, now)));
  for (const { id } of ended) await db.transaction((tx) => refreshBidderCountsOf(tx, id));
}
