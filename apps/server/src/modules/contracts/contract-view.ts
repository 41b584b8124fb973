import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { contractTotalCents } from '@homebid/shared/domain/escrow';
import { CONTRACT_MSG, type ContractDetail } from '@homebid/shared/schemas/contract';
import { bids, contractMilestones, contracts } from '../../db/schema/bids';
import { escrowMilestones } from '../../db/schema/escrow';
import { toIso } from '../../db/to-iso';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listMilestonePhotos } from './milestone-photos';
import { selectBidsWithParties, toListingSummary, toMilestone } from '../bids/bid-view';

/**
 * The contract matching `where` as its poster or bidder sees it, with the summary figures of both Contract
 * Details pages. Anyone else gets 404, exactly as if there were no contract.
 */
export async function findContractDetail(ctx: Pick<AppContext, 'db' | 'storage'>, where: SQL, viewerId: string): Promise<ContractDetail> {
  const [row] = await selectBidsWithParties(ctx.db, { contract: contracts, bidAmountCents: bids.amountCents })
    .innerJoin(contracts, eq(contracts.bidId, bids.id))
    .where(where);
  const c = row?.contract;
  if (!c || (c.posterId !== viewerId && c.bidderId !== viewerId)) throw notFound(CONTRACT_MSG.notFound);
  const milestones = (await ctx.db.select().from(contractMilestones).where(eq(contractMilestones.contractId, c.id)).orderBy(asc(contractMilestones.position))).map(toMilestone);
  const listing = toListingSummary(ctx, row);
  const [refunded] = await ctx.db.select({ cents: sql<string | null>`sum(${escrowMilestones.refundedCents})` }).from(escrowMilestones).where(eq(escrowMilestones.contractId, c.id));
  const totalCostCents = contractTotalCents(Number(c.totalCostCents), Number(refunded?.cents ?? 0));
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
