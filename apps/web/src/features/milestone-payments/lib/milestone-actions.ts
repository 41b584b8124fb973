import { OPEN_HELD_STATES, type EscrowState } from '@homebid/shared/domain/escrow';
import { canStartPayment, type MilestonePaymentStatus } from '@homebid/shared/domain/milestone-payment';

/** What a side may do with one milestone on the Payments card. */
export type MilestoneAction = 'fund' | 'pay' | 'release' | 'requestChanges' | 'refund' | 'dispute';

export interface MilestoneSituation {
  role: 'poster' | 'bidder';
  /** Accepted by the bidder and not ended. */
  contractOpen: boolean;
  amountCents: number;
  paymentStatus: MilestonePaymentStatus;
  /** The milestone's escrow state, or null when escrow is off on this HomeBid (or could not be read). */
  escrowState: EscrowState | null;
}

/**
 * The buttons a milestone row offers, following the escrow machine (shared/domain/escrow.ts) so that the page
 * offers only what the server would accept. 'Mark as Completed & Pay' stays for a milestone nobody funded; a held
 * milestone is released, sent back for changes, refunded or disputed instead.
 */
export function milestoneActions({ role, contractOpen, amountCents, paymentStatus, escrowState }: MilestoneSituation): MilestoneAction[] {
  if (!contractOpen) return [];
  const actions: MilestoneAction[] = [];
  const held = escrowState !== null && OPEN_HELD_STATES.includes(escrowState);
  if (role === 'poster') {
    const payable = canStartPayment(paymentStatus) && amountCents > 0 && (escrowState === null || escrowState === 'unfunded');
    if (payable && escrowState === 'unfunded') actions.push('fund');
    if (payable) actions.push('pay');
    if (held) actions.push('release');
    if (escrowState === 'submitted') actions.push('requestChanges');
  } else if (held) {
    actions.push('refund');
  }
  if (held) actions.push('dispute');
  return actions;
}

/**
 * Which tags a row shows. The payment status (Unpaid, Processing, Paid, Failed) is the whole story of a milestone
 * nobody funded; once funding started, the escrow state in the server's words is. An unfunded milestone that is
 * being (or was) paid directly does not also read 'Unfunded'.
 */
export function milestoneTags(paymentStatus: MilestonePaymentStatus, escrowState: EscrowState | null): { payment: boolean; escrow: boolean } {
  if (escrowState === null) return { payment: true, escrow: false };
  if (escrowState !== 'unfunded') return { payment: false, escrow: true };
  return { payment: true, escrow: canStartPayment(paymentStatus) };
}
