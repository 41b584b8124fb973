import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { canMoveDispute, releaseCentsOf } from '@homebid/shared/domain/dispute';
import type { DecideDisputeInput, DisputeView } from '@homebid/shared/schemas/escrow';
import { badRequest, notFound } from '../../platform/errors';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../admin/record-audit';
import { findDispute } from './dispute-access';
import type { DisputeContext, DisputeLog } from './dispute-context';
import { settleDispute } from './dispute-settlement';
import { runDisputeStep, settledRefusal } from './dispute-step';
import { disputeName, outcomeWords, recordDisputeStep } from './dispute-timeline';
import { getDisputeView } from './dispute-view';

/** The cents a decision releases to the seller, or a 400 in the user's words when a split is out of 0..amount. */
function decidedReleaseCents(input: Pick<DecideDisputeInput, 'outcome' | 'releaseCents'>, amountCents: number): number {
  try {
    return releaseCentsOf(input.outcome, amountCents, input.releaseCents);
  } catch {
    throw badRequest(DISPUTE_MSG.releaseOutOfRange, 'release_out_of_range');
  }
}

/**
 * An operator decides an open dispute: release, refund or a split, with a note for both sides. It settles at once;
 * against an accepted split or the response deadline at the same time, exactly one wins (the others find it settled).
 * `by` is the operator and their address, or null when the decision comes from the command line (the system); the
 * decision's audit row commits with it.
 */
export async function decideDispute(ctx: DisputeContext, log: DisputeLog, by: AuditSource | null, disputeId: string, input: DecideDisputeInput): Promise<DisputeView> {
  const found = await findDispute(ctx.db, disputeId);
  if (!found) throw notFound(DISPUTE_MSG.notFound);
  const releaseCents = decidedReleaseCents(input, found.dispute.amountCents);
  const source = by ?? SYSTEM_SOURCE;
  const operatorId = source.actor.id;
  await runDisputeStep(ctx, log, found.dispute, async (tx, locked) => {
    const d = locked.dispute;
    if (!canMoveDispute(d.state, 'decide')) throw settledRefusal();
    const payouts = await settleDispute(tx, locked, { releaseCents, how: 'homebid', decidedById: operatorId });
    await recordAudit(tx, {
      ...source,
      action: 'dispute_decision',
      target: { type: 'dispute', id: d.id },
      reason: input.note,
      before: { state: d.state, amountCents: d.amountCents },
      after: { state: 'settled', outcome: input.outcome, releaseCents, refundCents: d.amountCents - releaseCents },
    });
    await recordDisputeStep(
      tx,
      d,
      { kind: 'decided', actor: 'homebid', actorId: operatorId, note: input.note, releaseCents },
      { title: 'Dispute decided by HomeBid', message: `HomeBid decided ${disputeName(d)}: ${outcomeWords(d.amountCents, releaseCents)}. HomeBid's note: "${input.note}"` },
    );
    return payouts;
  });
  return getDisputeView(ctx, disputeId, 'homebid');
}
