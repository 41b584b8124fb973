import { deriveMilestonePaymentStatus, type AttemptStatus, type MilestonePaymentStatus, type PaymentMethod } from '@homebid/shared/domain/milestone-payment';
import type { EscrowPayout, PaymentAttempt } from '@homebid/shared/schemas/operator';

/** How the console names what the money views carry as codes (escrow states use ESCROW_STATE_LABELS). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', ach: 'Bank transfer' };

export const PAYMENT_PURPOSE_LABELS: Record<PaymentAttempt['purpose'], string> = { pay: 'Milestone payment', fund: 'Escrow funding' };

export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  succeeded: 'Succeeded',
  failed: 'Failed',
  returned: 'Returned by the bank',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

export const PAYOUT_KIND_LABELS: Record<EscrowPayout['kind'], string> = { release: 'Release to the seller', refund: 'Refund to the poster' };

export const PAYOUT_STATUS_LABELS: Record<EscrowPayout['status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  succeeded: 'Succeeded',
  failed: 'Failed, retrying',
};

/** A code of the ledger or a refund's status as words: 'poster_funding' -> 'Poster funding'. */
export function codeWords(code: string): string {
  const words = code.replace(/[_:]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A ledger line's amount: positive debits the account, negative credits it. */
export function debitCredit(amountCents: number): { debitCents: number | null; creditCents: number | null } {
  if (amountCents > 0) return { debitCents: amountCents, creditCents: null };
  if (amountCents < 0) return { debitCents: null, creditCents: -amountCents };
  return { debitCents: 0, creditCents: null };
}

const MILESTONE_PAYMENT_LABELS: Record<MilestonePaymentStatus, string> = { unpaid: 'Unpaid', processing: 'Processing', paid: 'Paid', failed: 'Failed' };

/**
 * A milestone's direct payment ('Mark as Completed & Pay') as both contract pages derive it from its attempts; a
 * milestone paid through escrow has none (its escrow state says where its money is).
 */
export function milestonePaymentLabel(position: number, attempts: ReadonlyArray<Pick<PaymentAttempt, 'milestonePosition' | 'purpose' | 'attempt' | 'status' | 'failureReason'>>): string {
  return MILESTONE_PAYMENT_LABELS[deriveMilestonePaymentStatus(attempts.filter((a) => a.milestonePosition === position && a.purpose === 'pay'))];
}
