import { eq } from 'drizzle-orm';
import { BID_STATE_MSG } from '@homebid/shared/domain/bid-state';
import { BID_MSG } from '@homebid/shared/schemas/bid';
import { CONTRACT_MSG, type ContractDetail } from '@homebid/shared/schemas/contract';
import { contracts } from '../../db/schema/bids';
import type { Database } from '../../db/client';
import { listMilestonePhotoKeys } from './milestone-photos';
import { conflict, notFound } from '../../platform/errors';
import { lockBidWithListing, moveBid } from '../bids/bid-transitions';
import { assertBidTransition, isUuid, resolveBidActor } from '../bids/bids.policy';
import { alertContractWithdrawn, alertMyOfferAccepted } from '../alerts/alert-events';
import { setListingStatusInTx } from '../listings/listings.service';
import { findContractDetail } from './contract-view';
import { hasLivePayment } from '../milestone-payments/payable-milestone';
import type { AppContext } from '../../platform/context';

const assertContractId = (id: string) => {
  if (!isUuid(id)) throw notFound(CONTRACT_MSG.notFound);
};

/** A contract for its poster or bidder. */
export async function getContract(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, contractId: string): Promise<ContractDetail> {
  assertContractId(contractId);
  return findContractDetail(ctx, eq(contracts.id, contractId), userId);
}

/** The contract of a bid, for its poster or bidder (the bidder's contract page, bidderContractPath). */
export async function getContractOfBid(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, bidId: string): Promise<ContractDetail> {
  assertContractId(bidId);
  return findContractDetail(ctx, eq(contracts.bidId, bidId), userId);
}

/** The contract of a listing, for its poster or bidder (My Projects' 'View Contract' knows only the listing). */
export async function getContractOfListing(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, listingId: string): Promise<ContractDetail> {
  assertContractId(listingId);
  return findContractDetail(ctx, eq(contracts.listingId, listingId), userId);
}

/** Locks listing, bid and contract (in that order) for a change by `userId`, who must be one of its sides. */
export async function lockContract(tx: Database, userId: string, contractId: string) {
  const [found] = await tx.select({ bidId: contracts.bidId, posterId: contracts.posterId, bidderId: contracts.bidderId }).from(contracts).where(eq(contracts.id, contractId));
  if (!found || (found.posterId !== userId && found.bidderId !== userId)) throw notFound(CONTRACT_MSG.notFound);
  const { listing, bid } = await lockBidWithListing(tx, found.bidId);
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!contract) throw notFound(CONTRACT_MSG.notFound);
  return { listing, bid, contract, actor: resolveBidActor(userId, { bidderId: bid.bidderId, posterId: listing.posterId }) };
}

/** The bidder accepts the offer: bidder_accepted accepted, bid contract_started. */
export async function acceptContract(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, contractId: string): Promise<ContractDetail> {
  assertContractId(contractId);
  await ctx.db.transaction(async (tx) => {
    const { listing, bid, contract, actor } = await lockContract(tx, userId, contractId);
    const to = assertBidTransition('accept', actor, bid.status)!;
    if (contract.bidderAccepted !== 'offer_sent') throw conflict(BID_STATE_MSG.accept, 'invalid_transition');
    await tx.update(contracts).set({ bidderAccepted: 'accepted', updatedAt: new Date() }).where(eq(contracts.id, contractId));
    await moveBid(tx, { bidId: bid.id, actorId: userId, from: bid.status, to, reason: 'contract accepted' });
    await alertMyOfferAccepted(tx, { posterId: contract.posterId, bidderId: contract.bidderId, contractId, listingTitle: listing.title });
  });
  return findContractDetail(ctx, eq(contracts.id, contractId), userId);
}

/**
 * Withdraw: the poster while the offer is not yet accepted, or the bidder while nothing is paid. The contract
 * is deleted, the bid is submitted again and the listing open again.
 */
export async function withdrawContract(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, contractId: string): Promise<void> {
  assertContractId(contractId);
  let photoKeys: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const { listing, bid, contract, actor } = await lockContract(tx, userId, contractId);
    photoKeys = await listMilestonePhotoKeys(tx, contractId);
    const to = assertBidTransition('withdraw', actor, bid.status)!;
    if (Number(contract.totalPaidCents) > 0 || (await hasLivePayment(tx, contractId))) throw conflict(BID_MSG.paidContract, 'contract_paid');
    await tx.delete(contracts).where(eq(contracts.id, contractId));
    await moveBid(tx, { bidId: bid.id, actorId: userId, from: bid.status, to, reason: `contract withdrawn by ${actor}` });
    await setListingStatusInTx(tx, listing.id, { from: 'ongoing', to: 'open' });
    await alertContractWithdrawn(tx, { withdrawnBy: actor, posterId: contract.posterId, bidderId: contract.bidderId, listingId: listing.id, listingTitle: listing.title });
  });
  // the bidder's photos of work done go with the contract, once it is gone
  await Promise.all(photoKeys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}
