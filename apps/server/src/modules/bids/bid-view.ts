import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Bid, BidItem, BidListingSummary, BidMilestone } from '@homebid/shared/schemas/bid';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { paymentProfiles } from '../../db/schema/payments';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/auth';
import { bidItems, bidMilestones, bids, contracts } from '../../db/schema/bids';
import { listings, type ListingFileRef } from '../../db/schema/listings';
import { toIso } from '../../db/to-iso';
import { isNotSuspendedSql } from '../../platform/auth/suspension';
import type { AppContext } from '../../platform/context';
import { badgeSourceColumns, badgesFromSources } from '../profile/user-badges';

/** What the bids module's services use of the app (the contracts and feedback modules pass theirs on). */
export type BidsContext = Pick<AppContext, 'db' | 'storage'>;

/** The users joined as bidder and as poster; listingSummaryColumns reads the poster through this alias. */
const bidders = alias(users, 'bidder');
const posters = alias(users, 'poster');

/** SQL true when the bidder of a bid row is not suspended: what the poster's lists show (issue 28). */
export const bidderNotSuspendedSql = () => isNotSuspendedSql(bidders);

/** The listing columns every bid view shows (title, first image, poster). */
const listingSummaryColumns = {
  listingId: listings.id,
  listingTitle: listings.title,
  listingType: listings.listingType,
  listingStatus: listings.status,
  listingImages: listings.images,
  posterId: listings.posterId,
  posterName: posters.name,
  posterImageUrl: posters.image,
};

interface ListingSummaryRow {
  listingId: string;
  listingTitle: string;
  listingType: 'service' | 'material_supply';
  listingStatus: 'open' | 'ongoing' | 'closed';
  listingImages: ListingFileRef[];
  posterId: string;
  posterName: string;
  posterImageUrl: string | null;
}

export function toListingSummary(ctx: BidsContext, row: ListingSummaryRow): BidListingSummary {
  const first = row.listingImages[0];
  return {
    id: row.listingId,
    title: row.listingTitle,
    listingType: row.listingType,
    status: row.listingStatus,
    imageUrl: first ? ctx.storage.urlOf(first.key) : null,
    poster: { id: row.posterId, name: row.posterName, imageUrl: row.posterImageUrl },
  };
}

/** The summary of one listing (title, first image, poster), or undefined. */
export async function findListingSummary(ctx: BidsContext, listingId: string): Promise<BidListingSummary | undefined> {
  const [row] = await ctx.db
    .select(listingSummaryColumns)
    .from(listings)
    .innerJoin(posters, eq(posters.id, listings.posterId))
    .where(eq(listings.id, listingId));
  return row ? toListingSummary(ctx, row) : undefined;
}

/**
 * Bids with their listing, bidder and poster, selecting `columns` besides the bidder's name and image and the listing
 * summary's columns: the join of every bid view, and of the contract view (contract-view.ts joins the contract to it).
 */
export function selectBidsWithParties<T extends SelectedFields>(db: Database, columns: T) {
  return db
    .select({ ...columns, bidderName: bidders.name, bidderImageUrl: bidders.image, ...listingSummaryColumns })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .innerJoin(bidders, eq(bidders.id, bids.bidderId))
    .innerJoin(posters, eq(posters.id, listings.posterId));
}

/** The bid rows (with bidder, listing, poster and contract) matching `where`, newest first. */
export function selectBidRows(ctx: BidsContext, where: SQL | undefined, limit = 500) {
  return selectBidsWithParties(ctx.db, { bid: bids, contractId: contracts.id, bidderAccepted: contracts.bidderAccepted })
    .leftJoin(contracts, eq(contracts.bidId, bids.id))
    .where(where)
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(limit);
}

export type BidRow = Awaited<ReturnType<typeof selectBidRows>>[number];

export function toMilestone(m: typeof bidMilestones.$inferSelect | { position: number; description: string; amountCents: number; dueDate: string; completed: boolean; bidderCompleted: boolean; posterPaid: boolean; bidderReceived: boolean }): BidMilestone {
  return {
    position: m.position,
    description: m.description,
    amountCents: Number(m.amountCents),
    dueDate: m.dueDate,
    completed: m.completed,
    bidderCompleted: m.bidderCompleted,
    posterPaid: m.posterPaid,
    bidderReceived: m.bidderReceived,
  };
}

/** A bid's items and milestones as JSON (in position order) and its bidder's badge sources, beside the bid row. */
const wholeBidColumns = {
  items: sql<BidItemRow[]>`(select coalesce(json_agg(json_build_object(
    'productId', ${bidItems.productId}, 'productName', ${bidItems.productName}, 'imageKey', ${bidItems.imageKey},
    'quantity', ${bidItems.quantity}, 'estimatedPriceCents', ${bidItems.estimatedPriceCents},
    'isEstimatedPriceEnabled', ${bidItems.isEstimatedPriceEnabled}) order by ${bidItems.position}), '[]'::json)
    from ${bidItems} where ${bidItems.bidId} = ${bids.id})`,
  milestones: sql<BidMilestone[]>`(select coalesce(json_agg(json_build_object(
    'position', ${bidMilestones.position}, 'description', ${bidMilestones.description}, 'amountCents', ${bidMilestones.amountCents},
    'dueDate', ${bidMilestones.dueDate}, 'completed', ${bidMilestones.completed}, 'bidderCompleted', ${bidMilestones.bidderCompleted},
    'posterPaid', ${bidMilestones.posterPaid}, 'bidderReceived', ${bidMilestones.bidderReceived}) order by ${bidMilestones.position}), '[]'::json)
    from ${bidMilestones} where ${bidMilestones.bidId} = ${bids.id})`,
  // flat: drizzle may make a nested object of left-joined columns null
  ...badgeSourceColumns,
};

interface BidItemRow {
  productId: string | null;
  productName: string;
  imageKey: string;
  quantity: number;
  estimatedPriceCents: number;
  isEstimatedPriceEnabled: boolean;
}

/**
 * Whole bids matching `where`, newest first, in one statement: the bid rows of selectBidRows with their items,
 * milestones and bidder's badge sources (where there were four statements a view).
 */
function selectWholeBids(db: Database, where: SQL | undefined) {
  return selectBidsWithParties(db, { bid: bids, contractId: contracts.id, bidderAccepted: contracts.bidderAccepted, ...wholeBidColumns })
    .leftJoin(contracts, eq(contracts.bidId, bids.id))
    .leftJoin(profiles, eq(profiles.userId, bids.bidderId))
    .leftJoin(paymentProfiles, eq(paymentProfiles.userId, profiles.userId))
    .where(where)
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(500);
}

type WholeBidRow = Awaited<ReturnType<typeof selectWholeBids>>[number];

// the two reads of one bid every bid request makes, prepared once
const selectBidById = preparedPerDatabase((db) => selectWholeBids(db, eq(bids.id, sql.placeholder('bidId'))).prepare('select_whole_bid_by_id'));
const selectBidOfBidder = preparedPerDatabase((db) =>
  selectWholeBids(db, and(eq(bids.listingId, sql.placeholder('listingId')), eq(bids.bidderId, sql.placeholder('bidderId')))).prepare('select_whole_bid_of_bidder'),
);

/** Whole bids (items and milestones included) matching `where`, newest first. */
export async function findBids(ctx: BidsContext, where: SQL | undefined): Promise<Bid[]> {
  return (await selectWholeBids(ctx.db, where)).map((row) => toBid(ctx, row));
}

/** One whole bid by id, or undefined. */
export async function findBid(ctx: BidsContext, bidId: string): Promise<Bid | undefined> {
  const [row] = await selectBidById(ctx.db).execute({ bidId });
  return row && toBid(ctx, row);
}

/** The bid of `bidderId` on `listingId`, or undefined. */
export async function findBidOfBidder(ctx: BidsContext, listingId: string, bidderId: string): Promise<Bid | undefined> {
  const [row] = await selectBidOfBidder(ctx.db).execute({ listingId, bidderId });
  return row && toBid(ctx, row);
}

function toBid(ctx: BidsContext, row: WholeBidRow): Bid {
  const { bid } = row;
  return {
    id: bid.id,
    listingId: bid.listingId,
    status: bid.status,
    amountCents: Number(bid.amountCents),
    description: bid.description,
    startDate: bid.startDate,
    endDate: bid.endDate,
    isIndividualBid: bid.isIndividualBid,
    declinedReason: bid.status === 'declined' ? bid.declinedReason : null,
    attachment: bid.attachmentKey ? { key: bid.attachmentKey, name: bid.attachmentName ?? 'attachment', url: ctx.storage.urlOf(bid.attachmentKey) } : null,
    items: row.items.map((i): BidItem => ({
      productId: i.productId,
      productName: i.productName,
      imageUrl: i.imageKey ? ctx.storage.urlOf(i.imageKey) : '',
      quantity: i.quantity,
      estimatedPriceCents: Number(i.estimatedPriceCents),
      isEstimatedPriceEnabled: i.isEstimatedPriceEnabled,
    })),
    milestones: row.milestones.map(toMilestone),
    bidder: { id: bid.bidderId, name: row.bidderName, imageUrl: row.bidderImageUrl, badges: badgesFromSources(row) },
    listing: toListingSummary(ctx, row),
    contractId: row.contractId ?? null,
    bidderAccepted: row.bidderAccepted ?? null,
    createdAt: toIso(bid.createdAt),
    updatedAt: toIso(bid.updatedAt),
    contactHidden: false,
  };
}
