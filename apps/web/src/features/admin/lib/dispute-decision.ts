import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { releaseCentsOf, type DisputeOutcome } from '@homebid/shared/domain/dispute';
import type { DecideDisputeInput } from '@homebid/shared/schemas/escrow';
import { formatCents } from '@homebid/shared/money';

/** The decision's three ways, in the order the dialog offers them, with what each does to the held money. */
export const DECISION_LABELS: Record<DisputeOutcome, string> = {
  release: 'Release to the seller',
  refund: 'Refund the poster',
  split: 'Split',
};

/** The held money divided: what the seller is paid and what goes back to the poster. */
export interface DecisionShares {
  releaseCents: number;
  refundCents: number;
}

export const SPLIT_AMOUNT_REQUIRED = 'Please enter the amount to release to the seller.';
export const SPLIT_AMOUNT_CENTS = 'Please enter dollars and cents: at most two decimals.';

/**
 * A split's amount as the operator typed it, in dollars, to cents for the seller; or the problem to show. The range
 * (0 to the held amount) is the shared domain's rule (releaseCentsOf), the server's own.
 */
export function splitReleaseCents(dollars: number | null | undefined, heldCents: number): { cents: number } | { problem: string } {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return { problem: SPLIT_AMOUNT_REQUIRED };
  const cents = Math.round(dollars * 100);
  // 12.345 dollars is no amount of money: refuse it instead of rounding it silently
  if (Math.abs(dollars * 100 - cents) > 1e-6) return { problem: SPLIT_AMOUNT_CENTS };
  try {
    return { cents: releaseCentsOf('split', heldCents, cents) };
  } catch {
    return { problem: DISPUTE_MSG.releaseOutOfRange };
  }
}

/** What each side gets for an outcome over the held amount; null while a split has no valid amount. */
export function decisionShares(outcome: DisputeOutcome, heldCents: number, splitCents: number | null): DecisionShares | null {
  if (outcome === 'split' && splitCents === null) return null;
  try {
    const releaseCents = releaseCentsOf(outcome, heldCents, splitCents ?? undefined);
    return { releaseCents, refundCents: heldCents - releaseCents };
  } catch {
    return null;
  }
}

export interface DecisionParties {
  posterName: string;
  bidderName: string;
}

/** The confirmation's sentence: who gets what, by name, so nobody decides without seeing where the money goes. */
export function decisionSummary(shares: DecisionShares, { posterName, bidderName }: DecisionParties): string {
  const seller = `${bidderName} (the seller)`;
  const poster = `${posterName} (the poster)`;
  if (shares.refundCents === 0) return `${seller} is paid ${formatCents(shares.releaseCents)}. ${poster} gets nothing back.`;
  if (shares.releaseCents === 0) return `${poster} gets ${formatCents(shares.refundCents)} back. ${seller} is paid nothing.`;
  return `${seller} is paid ${formatCents(shares.releaseCents)}. ${poster} gets ${formatCents(shares.refundCents)} back.`;
}

/** The body of POST /api/admin/disputes/:id/decision. */
export function decisionInput(outcome: DisputeOutcome, shares: DecisionShares, note: string): DecideDisputeInput {
  return { outcome, note: note.trim(), ...(outcome === 'split' ? { releaseCents: shares.releaseCents } : {}) };
}
