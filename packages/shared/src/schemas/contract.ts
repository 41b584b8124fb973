import { z } from 'zod';
import { milestonePhotoSchema } from './contract-end';
import { bidListingSummarySchema, bidMilestoneSchema, bidPersonSchema } from './bid';
import { CONTRACT_ACCEPTANCES, CONTRACT_STATUSES } from '../constants/contract';

// plain constants live in constants/contract.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/contract';

/**
 * Contracts API (under /api, signed in). A contract exists from Hire (POST /api/bids/:id/hire, see ./bid.ts) until
 * it is withdrawn (deleted) or, in a later issue, ended.
 *
 *   GET    /api/contracts/:id             -> ContractDetail (the poster or the bidder only; anyone else 404 CONTRACT_MSG.notFound)
 *   GET    /api/bids/:id/contract         -> ContractDetail (same, looked up by bid: /v1/my-bids/contract?bid_id=)
 *   POST   /api/contracts/:id/accept      -> ContractSavedResponse { message: CONTRACT_MSG.accepted, contract } (bidder;
 *                                         offer_sent -> accepted, bid contract_created -> contract_started; 409 otherwise)
 *   POST   /api/contracts/:id/withdraw    -> { message: CONTRACT_MSG.withdrawn } (the poster while offer_sent, or the bidder
 *                                         while nothing is paid: the contract is deleted, the bid returns to submitted and
 *                                         the listing to open; 409 otherwise)
 *
 * Figures for both Contract Details pages: Bid Amount (bidAmountCents), 'n/total Milestone Completed'
 * (milestonesCompleted / milestonesTotal), '$ Milestone Paid' (totalPaidCents), '$ Remaining Payment'
 * (remainingCents = totalCostCents - totalPaidCents) and Total Contract Amount (totalCostCents). All integer cents.
 */


export const contractDetailSchema = z.object({
  id: z.string(),
  bidId: z.string(),
  listing: bidListingSummarySchema,
  poster: bidPersonSchema,
  bidder: bidPersonSchema,
  /** Which side the reader is on; the pages pick their buttons from it. */
  viewerRole: z.enum(['poster', 'bidder']),
  bidderAccepted: z.enum(CONTRACT_ACCEPTANCES),
  status: z.enum(CONTRACT_STATUSES),
  bidAmountCents: z.number().int(),
  totalCostCents: z.number().int(),
  totalPaidCents: z.number().int(),
  remainingCents: z.number().int(),
  milestonesCompleted: z.number().int(),
  milestonesTotal: z.number().int(),
  milestones: z.array(bidMilestoneSchema),
  /** The bidder's photos of work done, by milestone position (see ./contract-end.ts). */
  milestonePhotos: z.array(milestonePhotoSchema),
  createdAt: z.string(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const contractSavedResponseSchema = z.object({ message: z.string(), contract: contractDetailSchema });
export type ContractSavedResponse = z.infer<typeof contractSavedResponseSchema>;
