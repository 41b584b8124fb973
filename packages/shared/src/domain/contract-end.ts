import { FINAL_STATES, type EscrowState } from './escrow';

/**
 * When a contract may end and when the bidder may mark a milestone as done (spec part 2, sections 4 and 5).
 * A milestone counts as paid once both payment flags are set, which the payments feature does only when the
 * provider confirms that the money moved.
 */
export interface MilestonePaymentFlags {
  posterPaid: boolean;
  bidderReceived: boolean;
}

export const isMilestonePaid = (m: MilestonePaymentFlags) => m.posterPaid && m.bidderReceived;

/**
 * 'End Contract is allowed only when every milestone is completed.' A contract always has at least one. With escrow,
 * a milestone is done once paid (directly, released, or split) or refunded; none may be funding, funded, submitted
 * or in dispute (a released milestone whose payout is still under way is not done until it is paid).
 */
export const areAllMilestonesDone = (milestones: ReadonlyArray<MilestonePaymentFlags & { escrowState?: EscrowState | null }>) =>
  milestones.length > 0 && milestones.every((m) => m.escrowState === 'refunded' || (isMilestonePaid(m) && (!m.escrowState || FINAL_STATES.includes(m.escrowState) || m.escrowState === 'unfunded')));

/** The bidder may mark work done on an accepted, ongoing contract, on a milestone not paid yet. */
export function canMarkMilestoneDone(contract: { bidderAccepted: string; status: string }, milestone: MilestonePaymentFlags): boolean {
  return contract.bidderAccepted === 'accepted' && contract.status === 'ongoing' && !isMilestonePaid(milestone);
}
