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
