import { eq } from 'drizzle-orm';
import { BID_MSG, type BidDecline } from '@homebid/shared/schemas/bid';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { bidMilestones, bids, contracts, declinedBids } from '../../db/schema/bids';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../platform/errors';
import { alertContractOffered, alertMyBidDeclined } from '../alerts/alert-events';
import { setListingStatusInTx } from '../listings/listings.service';
import { createContractOffer, hasLiveContract } from '../contracts/contract-offer';
import { findContractDetail } from '../contracts/contract-view';
import { lockBidWithListing, logBidTransition, refreshBidderCount } from './bid-transitions';
import { findBid, type BidsContext } from './bid-view';
import { assertBidId, assertBidTransition, resolveBidActor } from './bids.policy';

/** The poster declines a submitted bid with a reason; a copy is kept under the poster's declined bids. */
export async function declineBid(ctx: BidsContext, userId: string, bidId: string, input: BidDecline): Promise<void> {
  assertBidId(bidId);
  const reason = input.reason === 'Others' ? (input.otherReason ?? '').trim() : input.reason;
  await ctx.db.transaction(async (tx) => {
    const { listing, bid } = await lockBidWithListing(tx, bidId);
    const to = assertBidTransition('decline', resolveBidActor(userId, { bidderId: bid.bidderId, posterId: listing.posterId }), bid.status)!;
    const snapshot = await findBid({ ...ctx, db: tx }, bidId);
    await tx.update(bids).set({ status: to, declinedReason: reason, updatedAt: new Date() }).where(eq(bids.id, bidId));
    await tx.insert(declinedBids).values({ posterId: userId, bidId, snapshot: { ...snapshot, status: to, declinedReason: reason }, reason });
    await logBidTransition(tx, { bidId, actorId: userId, from: bid.status, to, reason });
    await refreshBidderCount(tx, listing.id);
    await alertMyBidDeclined(tx, { bidderId: bid.bidderId, listingTitle: listing.title, reason });
  });
}

/**
 * The poster hires a submitted bid: the contract offer is created with the bid's milestones and the listing
 * becomes ongoing, in one transaction that holds the listing row, so of two hires on one listing exactly one wins.
 */
export async function hireBid(ctx: BidsContext, userId: string, bidId: string): Promise<ContractDetail> {
  assertBidId(bidId);
  let contractId: string;
  try {
    contractId = await ctx.db.transaction(async (tx) => {
      const { listing, bid } = await lockBidWithListing(tx, bidId);
      const to = assertBidTransition('hire', resolveBidActor(userId, { bidderId: bid.bidderId, posterId: listing.posterId }), bid.status)!;
      if (listing.status === 'ongoing') throw conflict(BID_MSG.listingHasContract, 'listing_has_contract');
      if (listing.status !== 'open') throw conflict(BID_MSG.listingNotOpen, 'listing_not_open');
      if (await hasLiveContract(tx, listing.id)) throw conflict(BID_MSG.listingHasContract, 'listing_has_contract');
      const milestones = await tx.select().from(bidMilestones).where(eq(bidMilestones.bidId, bidId));
      const id = await createContractOffer(tx, {
        bidId,
        listingId: listing.id,
        posterId: listing.posterId,
        bidderId: bid.bidderId,
        totalCostCents: Number(bid.amountCents),
        milestones,
      });
      await tx.update(bids).set({ status: to, updatedAt: new Date() }).where(eq(bids.id, bidId));
      if (!(await setListingStatusInTx(tx, listing.id, { from: 'open', to: 'ongoing' }))) throw conflict(BID_MSG.listingHasContract, 'listing_has_contract');
      await logBidTransition(tx, { bidId, actorId: userId, from: bid.status, to, reason: 'hired' });
      await alertContractOffered(tx, { bidderId: bid.bidderId, posterId: listing.posterId, bidId, listingTitle: listing.title });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BID_MSG.listingHasContract, 'listing_has_contract');
    throw error;
  }
  return findContractDetail(ctx, eq(contracts.id, contractId), userId);
}
