import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { listings } from './listings';

export const BID_STATUSES = ['submitted', 'declined', 'contract_created', 'contract_started', 'end_by_poster'] as const;
export const CONTRACT_ACCEPTANCES = ['offer_sent', 'accepted'] as const;
export const CONTRACT_STATUSES = ['ongoing', 'closed'] as const;

/** Files a bidder uploaded for a bid: a bid may only reference its bidder's uploads. */
export const bidUploads = pgTable(
  'bid_uploads',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bid_uploads_owner_id_idx').on(t.ownerId)],
);

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    bidderId: text('bidder_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BID_STATUSES }).notNull().default('submitted'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isIndividualBid: boolean('is_individual_bid').notNull().default(false),
    declinedReason: text('declined_reason'),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_listing_bidder_uq').on(t.listingId, t.bidderId),
    index('bids_bidder_idx').on(t.bidderId, t.createdAt),
  ],
);

/** Item lines of a bid on a material-supply listing: a snapshot of the product at bid time. */
export const bidItems = pgTable(
  'bid_items',
  {
    bidId: uuid('bid_id').notNull().references(() => bids.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id'),
    productName: text('product_name').notNull(),
    imageKey: text('image_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    estimatedPriceCents: bigint('estimated_price_cents', { mode: 'number' }).notNull(),
    isEstimatedPriceEnabled: boolean('is_estimated_price_enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.bidId, t.position] })],
);

const milestoneColumns = {
  position: integer('position').notNull(),
  description: text('description').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  completed: boolean('completed').notNull().default(false),
  bidderCompleted: boolean('bidder_completed').notNull().default(false),
  posterPaid: boolean('poster_paid').notNull().default(false),
  bidderReceived: boolean('bidder_received').notNull().default(false),
};

export const bidMilestones = pgTable(
  'bid_milestones',
  { bidId: uuid('bid_id').notNull().references(() => bids.id, { onDelete: 'cascade' }), ...milestoneColumns },
  (t) => [primaryKey({ columns: [t.bidId, t.position] })],
);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bidId: uuid('bid_id').notNull().unique().references(() => bids.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    posterId: text('poster_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    bidderId: text('bidder_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    bidderAccepted: text('bidder_accepted', { enum: CONTRACT_ACCEPTANCES }).notNull().default('offer_sent'),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('ongoing'),
    totalCostCents: bigint('total_cost_cents', { mode: 'number' }).notNull(),
    totalPaidCents: bigint('total_paid_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // at most one live contract per listing (the migration holds the same partial index)
    uniqueIndex('contracts_live_listing_uq').on(t.listingId).where(sql`status <> 'closed'`),
    index('contracts_poster_idx').on(t.posterId),
    index('contracts_bidder_idx').on(t.bidderId),
  ],
);

export const contractMilestones = pgTable(
  'contract_milestones',
  { contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }), ...milestoneColumns },
  (t) => [primaryKey({ columns: [t.contractId, t.position] })],
);

/** Every state change of a bid (and its contract): who, when, from, to, why. Kept after the bid is deleted. */
export const bidTransitions = pgTable(
  'bid_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bidId: uuid('bid_id').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('bid_transitions_bid_idx').on(t.bidId, t.createdAt)],
);

/** The copy of a declined bid kept under the poster (spec: user_data/{uid}/declined_bids). */
export const declinedBids = pgTable(
  'declined_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    posterId: text('poster_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('declined_bids_poster_idx').on(t.posterId, t.createdAt)],
);
