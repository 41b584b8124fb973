import { asc, eq, type SQL } from 'drizzle-orm';
import { CONTRACT_MSG, type ContractDetail } from '@homebid/shared/schemas/contract';
import { bids, contractMilestones, contracts } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import { notFound } from '../../platform/errors';
import { listMilestonePhotos } from './milestone-photos';
import { bidders, listingSummaryColumns, posters, toIso, toListingSummary, toMilestone, type ViewContext } from '../bids/bid-view';

/**
 * The contract matching `where` as its poster or bidder sees it, with the summary figures of both Contract
 * Details pages. Anyone else gets 404, exactly as if there were no contract.
 */
export async function findContractDetail(ctx: ViewContext, where: SQL, viewerId: string): Promise<ContractDetail> {
  const [row] = await ctx.db
    .select({
      contract: contracts,
      bidAmountCents: bids.amountCents,
      bidderName: bidders.name,
      bidderImageUrl: bidders.image,
      ...listingSummaryColumns,
    })
    .from(contracts)
    .innerJoin(bids, eq(bids.id, contracts.bidId))
    .innerJoin(listings, eq(listings.id, contracts.listingId))
    .innerJoin(posters, eq(posters.id, contracts.posterId))
    .innerJoin(bidders, eq(bidders.id, contracts.bidderId))
    .where(where);
  const c = row?.contract;
  if (!c || (c.posterId !== viewerId && c.bidderId !== viewerId)) throw notFound(CONTRACT_MSG.notFound);
  const milestones = (await ctx.db.select().from(contractMilestones).where(eq(contractMilestones.contractId, c.id)).orderBy(asc(contractMilestones.position))).map(toMilestone);
  const listing = toListingSummary(ctx, row);
  const totalCostCents = Number(c.totalCostCents);
  const totalPaidCents = Number(c.totalPaidCents);
  return {
    id: c.id,
    bidId: c.bidId,
    listing,
    poster: listing.poster,
    bidder: { id: c.bidderId, name: row.bidderName, imageUrl: row.bidderImageUrl },
    viewerRole: c.posterId === viewerId ? 'poster' : 'bidder',
    bidderAccepted: c.bidderAccepted,
    status: c.status,
    bidAmountCents: Number(row.bidAmountCents),
    totalCostCents,
    totalPaidCents,
    remainingCents: Math.max(0, totalCostCents - totalPaidCents),
    milestonesCompleted: milestones.filter((m) => m.completed).length,
    milestonesTotal: milestones.length,
    milestones,
    milestonePhotos: await listMilestonePhotos(ctx, c.id),
    createdAt: toIso(c.createdAt),
  };
}
