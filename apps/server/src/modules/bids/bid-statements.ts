import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bidStatusesFrom } from '@homebid/shared/domain/bid-state';
import type { Database } from '../../db/client';
import { builtPerShape, sqlBuiltOnce, valuePlaceholder } from '../../db/prepared';
import { refuseWhenNull } from '../../db/refusal';
import { writeTogetherSql } from '../../db/write-together';
import { bidItems, bidMilestones, bids, bidTransitions } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import { alertStatementParts, type NewAlert } from '../alerts/record-alert';
import type { PreparedBid } from './bid-input';
import { bidTransitionInsert, countedBidderSql, listingLockCountingBid } from './bid-transitions';

// The two writes of a bid by its bidder, each one statement built once per shape (how many items and milestones):
// placing it and replacing its details. Their values are placeholders (rowValues names those of the rows).

/** The refusal of a placed bid's statement when its listing's lock found the listing no longer open. */
export const LISTING_NOT_OPEN = 'listing_not_open';
/** The refusal of an updated bid's statement when, under the locks, the bid may not be updated or its snapshot is older. */
export const BID_NOT_UPDATABLE = 'bid_not_updatable';

interface BidShape {
  items: number;
  milestones: number;
}

/** A bid's statement to run: its shape, and the values of its placeholders. */
export interface BidStatementCall {
  shape: BidShape;
  values: Record<string, unknown>;
}

/** The call of a bid's statement for a prepared bid and its poster's alert (alertParts), besides `values` (ids). */
export const bidStatementCall = (prepared: PreparedBid, alert: NewAlert, values: Record<string, unknown>): BidStatementCall => ({
  shape: { items: prepared.items.length, milestones: prepared.milestones.length },
  values: {
    ...prepared.values,
    ...values,
    posterId: alert.userId,
    alertTitle: alert.title,
    alertMessage: alert.message,
    alertLink: alert.link,
    ...rowValues('item', prepared.items),
    ...rowValues('milestone', prepared.milestones),
  },
});

/**
 * A placed bid in one statement: the listing's lock (which counts the bid), the bid (only when the lock found the
 * listing open: refused otherwise, and nothing is written), its items and milestones, its first transition and the
 * poster's alert. The lock is held for the statement alone, not across round trips, so bids on a busy listing do not
 * queue behind each other's turns of the event loop.
 */
function placeBidSql(db: Database, shape: BidShape) {
  const bidId = sql.placeholder('bidId');
  const value = valuePlaceholder<string>;
  return writeTogetherSql(
    [
      db.insert(bids).values({
        ...bidValues(),
        id: bidId,
        listingId: refuseWhenNull(sql`(SELECT id FROM locked)`, LISTING_NOT_OPEN),
        bidderId: sql.placeholder('bidderId'),
        status: 'submitted',
      }),
      ...detailInserts(db, shape, bidId),
      bidTransitionInsert(db, { bidId: value('bidId'), actorId: value('bidderId'), from: null, to: 'submitted', reason: 'placed' }),
    ],
    alertParts('bid_placed'),
    listingLockCountingBid('locked', value('listingId'), value('bidderId')),
  );
}

/**
 * A bid's details replaced in one statement, where there were a transaction and seven round trips: the locks of its
 * listing, then of the bid (the order of every bid change: lockBidWithListing); `movable`, the bid when under them its
 * bidder may update it, its listing is open and the statement's snapshot shows the bid as locked (refused otherwise,
 * and nothing is written); the bid's row submitted again, its items and milestones written over theirs by position and
 * those past the new counts removed (a delete and an insert of one key in one statement would collide), its
 * transition, a declined bid counted among the listing's bidders again, and the poster's alert. Every write reads
 * `movable`, so none runs before the locks. Selects the bid's status and attachment before the update.
 *
 * The snapshot: a statement reads the tables as they were when it started, and a lock it waits for may be released by
 * a change committed after that (another update of the bid, with more milestones). The lock returns the bid as that
 * change left it, but the deletes would not see the rows it added; so when the bid's row version under the lock
 * (xmin) is not the one the snapshot holds, the statement is refused, and run again it sees the change. The bid's
 * rows change only with the bid's row, whose lock every change of them takes.
 */
function updateBidSql(db: Database, shape: BidShape) {
  const bidId = sql`(SELECT id FROM movable)`;
  const bidderId = valuePlaceholder<string>('bidderId');
  const updatableFrom = bidStatusesFrom('update', 'bidder');
  const lead = sql`
    locked AS (
      SELECT ${listings.id}, ${listings.status} FROM ${listings}
      WHERE ${listings.id} = (SELECT ${bids.listingId} FROM ${bids} WHERE ${bids.id} = ${sql.placeholder('bidId')})
      FOR UPDATE
    ),
    bid AS (
      SELECT ${bids.id}, ${bids.bidderId}, ${bids.status}, ${bids.attachmentKey}, ${bids}.xmin AS version FROM ${bids}
      WHERE ${bids.id} = ${sql.placeholder('bidId')} AND ${bids.listingId} = (SELECT id FROM locked)
      FOR UPDATE
    ),
    movable AS (
      SELECT ${refuseWhenNull(
        sql`(SELECT bid.id FROM bid, locked WHERE bid.bidder_id = ${bidderId} AND bid.status IN (${sql.join(updatableFrom.map((status) => sql`${status}`), sql`, `)})
          AND locked.status = 'open' AND bid.version = (SELECT ${bids}.xmin FROM ${bids} WHERE ${bids.id} = bid.id))`,
        BID_NOT_UPDATABLE,
      )} AS id,
      (SELECT status FROM bid) AS from_status, (SELECT attachment_key FROM bid) AS previous_key, (SELECT id FROM locked) AS listing_id
    )`;
  const alert = alertParts('bid_updated');
  return writeTogetherSql(
    [
      db
        .update(bids)
        .set({ ...bidSetValues(), status: 'submitted', declinedReason: null, updatedAt: sql`now()` })
        .where(sql`${bids.id} = ${bidId}`),
      ...detailInserts(db, shape, bidId, { overwrite: true }),
      sql`DELETE FROM ${bidItems} WHERE ${bidItems.bidId} = ${bidId} AND ${bidItems.position} > ${shape.items}`,
      sql`DELETE FROM ${bidMilestones} WHERE ${bidMilestones.bidId} = ${bidId} AND ${bidMilestones.position} > ${shape.milestones}`,
      sql`INSERT INTO ${bidTransitions} (bid_id, actor_id, from_status, to_status, reason) SELECT id, ${bidderId}, from_status, 'submitted', 'updated' FROM movable`,
      // a declined bid was not counted: counted again now (an increment of the row as locked, as a placed bid's)
      sql`UPDATE ${listings} SET bidder_count = ${listings.bidderCount} + ${countedBidderSql(bidderId)}
        WHERE ${listings.id} = (SELECT listing_id FROM movable WHERE from_status = 'declined')`,
    ],
    // the alert's select, with what the bid was before the update
    { with: alert.with, select: sql`movable.from_status, movable.previous_key, ${alert.select}, movable` },
    lead,
  );
}

/** The bid row's values given by the caller (PreparedBid's values), as placeholders. */
const BID_VALUE_KEYS = ['amountCents', 'description', 'startDate', 'endDate', 'isIndividualBid', 'attachmentKey', 'attachmentName'] as const;
const bidValues = () => placeholders(BID_VALUE_KEYS);
/** bidValues typed as the values an update's `set` takes (valuePlaceholder). */
const bidSetValues = () => Object.fromEntries(BID_VALUE_KEYS.map((key) => [key, valuePlaceholder(key)])) as Pick<typeof bids.$inferInsert, (typeof BID_VALUE_KEYS)[number]>;

/** The poster's alert of a placed or updated bid: its values are placeholders (bidStatementCall gives them). */
const alertParts = (kind: 'bid_placed' | 'bid_updated') => {
  const value = valuePlaceholder<string>;
  return alertStatementParts({ userId: value('posterId'), kind, title: value('alertTitle'), message: value('alertMessage'), link: value('alertLink') });
};

/**
 * The inserts of a bid's items and milestones for `shape`, for the bid `bidId` (SQL). `overwrite`: a row of the same
 * position is written over, its milestone's progress flags back to their defaults.
 */
function detailInserts(db: Database, shape: BidShape, bidId: SQL | Placeholder, { overwrite = false } = {}) {
  const rows = <K extends string>(prefix: string, count: number, keys: readonly K[]) => Array.from({ length: count }, (_, i) => ({ ...placeholders(keys, `${prefix}${i}_`), bidId }));
  const inserts = [];
  if (shape.items) {
    const items = db.insert(bidItems).values(rows('item', shape.items, ['position', 'productId', 'productName', 'imageKey', 'quantity', 'estimatedPriceCents', 'isEstimatedPriceEnabled']));
    inserts.push(overwrite ? items.onConflictDoUpdate({ target: [bidItems.bidId, bidItems.position], set: fromExcluded(bidItems) }) : items);
  }
  const milestones = db.insert(bidMilestones).values(rows('milestone', shape.milestones, ['position', 'description', 'amountCents', 'dueDate']));
  inserts.push(overwrite ? milestones.onConflictDoUpdate({ target: [bidMilestones.bidId, bidMilestones.position], set: fromExcluded(bidMilestones) }) : milestones);
  return inserts;
}

/** An upsert's `set` of every column but the key (bid_id, position) from the row it would have inserted. */
function fromExcluded(table: PgTable) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== 'bidId' && key !== 'position')
      .map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  );
}

/** A placeholder for each of `keys`, named `<prefix><key>`. */
const placeholders = <K extends string>(keys: readonly K[], prefix = '') =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}${key}`)])) as { [P in K]: Placeholder };

/** The values of the rows' placeholders: `<prefix><index>_<key>`. */
const rowValues = (prefix: string, rows: ReadonlyArray<Record<string, unknown>>) =>
  Object.fromEntries(rows.flatMap((row, i) => Object.entries(row).map(([key, value]) => [`${prefix}${i}_${key}`, value])));

const shapeKey = (shape: BidShape) => `${shape.items}_${shape.milestones}`;

/** placeBidSql built once for each shape (db/prepared.ts builtPerShape). */
export const placeBidStatement = builtPerShape('place_bid', shapeKey, (shape, name) => sqlBuiltOnce(name, (db) => placeBidSql(db, shape)));

/** updateBidSql built once for each shape; its row: the bid's status and attachment key before the update. */
export const updateBidStatement = builtPerShape('update_bid', shapeKey, (shape, name) =>
  sqlBuiltOnce<{ from_status: string; previous_key: string | null }>(name, (db) => updateBidSql(db, shape)),
);
