/** contract: the spec's words and limits without zod (schemas/contract.ts re-exports them with the schemas). */
import { BID_LABELS } from './bid';

export const CONTRACT_MSG = {
  notFound: 'This contract is no longer available.',
  accepted: 'Contract accepted.',
  withdrawn: 'The contract offer has been withdrawn.',
  acceptButton: 'Accept Contract',
  won: 'Won',
  /** 'n/total Milestone Completed' */
  milestonesCompleted: (done: number, total: number) => `${done}/${total} Milestone Completed`,
  milestonePaid: 'Milestone Paid',
  remainingPayment: 'Remaining Payment',
  totalContractAmount: 'Total Contract Amount',
  bidAmount: BID_LABELS.amount,
} as const;

export const CONTRACT_ACCEPTANCES = ['offer_sent', 'accepted'] as const;

export const CONTRACT_STATUSES = ['ongoing', 'closed'] as const;
