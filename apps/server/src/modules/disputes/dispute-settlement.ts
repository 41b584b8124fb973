import { eq } from 'drizzle-orm';
import { formatEasternDateTime } from '@homebid/shared/dates';
import { defaultRemedy, type DisputeOutcome, type DisputeSettlement } from '@homebid/shared/domain/dispute';
import type { Database } from '../../db/client';
import { disputes } from '../../db/schema/escrow';
import { lockEscrowMilestone, type EscrowRow } from '../escrow/escrow-milestone';
import { settleHeldMilestone, type SettleAction } from '../escrow/escrow-settlement';
import type { DisputeRow } from './dispute-access';
import { actorWords, disputeName, outcomeWords, recordDisputeStep } from './dispute-timeline';

export interface LockedDispute {
  escrow: EscrowRow;
  dispute: DisputeRow;
}

/**
 * Locks a dispute for a step, in the one order every escrow and dispute change takes: the contract row and the
 * milestone's escrow row first (lockEscrowMilestone), then the dispute row. Every check of the dispute's state is made
 * after this, so of two steps at once the second sees what the first did.
 */
export async function lockDispute(tx: Database, dispute: Pick<DisputeRow, 'id' | 'contractId' | 'milestonePosition'>): Promise<LockedDispute> {
  const escrow = await lockEscrowMilestone(tx, dispute.contractId, dispute.milestonePosition);
  const [locked] = await tx.select().from(disputes).where(eq(disputes.id, dispute.id)).for('update');
  return { escrow, dispute: locked! };
}

/** The outcome a release of `releaseCents` of the disputed amount is, and the escrow move that pays it out. */
function outcomeOf(amountCents: number, releaseCents: number): { outcome: DisputeOutcome; action: SettleAction } {
  if (releaseCents === amountCents) return { outcome: 'release', action: 'settle_release' };
  if (releaseCents === 0) return { outcome: 'refund', action: 'settle_refund' };
  return { outcome: 'split', action: 'settle_split' };
}

/**
 * Ends a locked, open dispute: `releaseCents` of the held amount to the seller, the rest back to the poster. The escrow
 * milestone moves out of dispute and its payouts are written and queued in this transaction (settleHeldMilestone);
 * the caller runs them after the commit (runPayouts). Returns the payouts' ids.
 */
export async function settleDispute(
  tx: Database,
  { escrow, dispute }: LockedDispute,
  settlement: { releaseCents: number; how: DisputeSettlement; decidedById?: string | null },
): Promise<string[]> {
  const { outcome, action } = outcomeOf(escrow.amountCents, settlement.releaseCents);
  const payouts = await settleHeldMilestone(tx, escrow, action, settlement.releaseCents);
  const now = new Date();
  await tx
    .update(disputes)
    .set({ state: 'settled', outcome, settlement: settlement.how, releaseCents: settlement.releaseCents, decidedById: settlement.decidedById ?? null, settledAt: now, updatedAt: now })
    .where(eq(disputes.id, dispute.id));
  return payouts;
}

/** Whether the other side let the response deadline pass: still waiting for it, at or after the time. */
export const isPastDeadline = (dispute: Pick<DisputeRow, 'state' | 'responseDueAt'>, now = Date.now()) =>
  dispute.state === 'awaiting_response' && dispute.responseDueAt.getTime() <= now;

/**
 * The deadline, on a locked dispute: when the other side has not responded by its time, the opener's remedy applies
 * (release to a seller who opened, refund to a poster who opened). Returns the payouts' ids, or null when the
 * deadline does not apply (a response came, the time is not reached, or the milestone is no longer held in dispute).
 */
export async function applyDeadlineIfDue(tx: Database, locked: LockedDispute): Promise<string[] | null> {
  const { escrow, dispute } = locked;
  if (!isPastDeadline(dispute) || escrow.state !== 'disputed') return null;
  const outcome = defaultRemedy(dispute.openedBy);
  const releaseCents = outcome === 'release' ? escrow.amountCents : 0;
  const payouts = await settleDispute(tx, locked, { releaseCents, how: 'no_response' });
  const silent = dispute.openedBy === 'poster' ? 'bidder' : 'poster';
  await recordDisputeStep(
    tx,
    dispute,
    { kind: 'deadline_passed', actor: 'system', releaseCents },
    {
      title: 'Dispute settled: no response in time',
      message: `${actorWords(silent)} did not respond to ${disputeName(dispute)} by ${formatEasternDateTime(dispute.responseDueAt)}, so the remedy of the side that opened it applies: ${outcomeWords(escrow.amountCents, releaseCents)}.`,
    },
  );
  return payouts;
}
