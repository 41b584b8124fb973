import { and, eq } from 'drizzle-orm';
import { areAllMilestonesDone } from '@homebid/shared/domain/contract-end';
import { END_CONTRACT_MSG } from '@homebid/shared/schemas/contract-end';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import { bidderContractPath } from '@homebid/shared/web-paths';
import { users } from '../../db/schema/auth';
import { contractEnding, milestoneWork } from '../../db/schema/contract-end';
import { escrowMilestones } from '../../db/schema/escrow';
import { moveBid } from '../bids/bid-transitions';
import { assertBidTransition, isUuid } from '../bids/bids.policy';
import { recordAlert } from '../alerts/record-alert';
import { setListingStatusInTx } from '../listings/listings.service';
import { conflict, notFound } from '../../platform/errors';
import { lockContract } from './contracts.service';
import type { AppContext } from '../../platform/context';

/**
 * End Contract (poster only, spec part 2 section 4): allowed once every milestone is paid (or refunded from escrow). The bid becomes
 * end_by_poster, the contract and the listing closed, and the bidder gets an alert, all in one transaction
 * under the listing, bid and contract locks, so a payment or a second click cannot slip in between.
 */
export async function endContract(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, contractId: string): Promise<void> {
  if (!isUuid(contractId)) throw notFound(CONTRACT_MSG.notFound);
  await ctx.db.transaction(async (tx) => {
    const { listing, bid, contract, actor } = await lockContract(tx, userId, contractId);
    // a bidder gets 403, a contract not accepted yet or already ended 409 (the shared transition table)
    const to = assertBidTransition('end', actor, bid.status)!;
    const milestones = await tx
      .select({ posterPaid: milestoneWork.posterPaid, bidderReceived: milestoneWork.bidderReceived, escrowState: escrowMilestones.state })
      .from(milestoneWork)
      .leftJoin(escrowMilestones, and(eq(escrowMilestones.contractId, milestoneWork.contractId), eq(escrowMilestones.position, milestoneWork.position)))
      .where(eq(milestoneWork.contractId, contractId));
    if (!areAllMilestonesDone(milestones)) throw conflict(END_CONTRACT_MSG.openMilestones, 'milestones_open');

    const now = new Date();
    await tx.update(contractEnding).set({ status: 'closed', endedAt: now, updatedAt: now }).where(eq(contractEnding.id, contractId));
    await moveBid(tx, { bidId: bid.id, actorId: userId, from: bid.status, to, reason: 'contract ended by poster', at: now });
    await setListingStatusInTx(tx, listing.id, { from: 'ongoing', to: 'closed' });
    const [poster] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await recordAlert(tx, {
      userId: contract.bidderId,
      kind: 'contract_ended',
      title: END_CONTRACT_MSG.endedTag,
      message: `${poster?.name ?? 'The poster'} ended the contract for "${listing.title}".`,
      link: bidderContractPath(bid.id),
    });
  });
}
