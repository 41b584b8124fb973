import { and, eq, ne } from 'drizzle-orm';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { formatEasternDateTime } from '@homebid/shared/dates';
import { canMoveDispute, DISPUTE_REASON_LABELS, defaultRemedy, nextDisputeState, type DisputeSide } from '@homebid/shared/domain/dispute';
import { canEscrow } from '@homebid/shared/domain/escrow';
import type { AcceptSplitInput, DisputeView, OpenDisputeInput, ProposeSplitInput } from '@homebid/shared/schemas/escrow';
import { disputes } from '../../db/schema/escrow';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { endSentence } from '../alerts/sentence-end';
import { assertEscrowOn } from '../escrow/escrow-actions.service';
import { findContractMilestoneForSide } from '../milestone-payments/payable-milestone';
import { lockEscrowMilestone, moveEscrow } from '../escrow/escrow-milestone';
import { findDisputeForSide } from './dispute-access';
import type { DisputeContext, DisputeLog } from './dispute-context';
import { DISPUTE_DEADLINE_JOB } from './dispute-deadline.job';
import { settleDispute } from './dispute-settlement';
import { runDisputeStep, settledRefusal } from './dispute-step';
import { actorWords, disputeName, outcomeWords, recordDisputeStep } from './dispute-timeline';
import { getDisputeView } from './dispute-view';

const otherSide = (side: DisputeSide): DisputeSide => (side === 'poster' ? 'bidder' : 'poster');

/**
 * 'Open Dispute' (either side) on a funded milestone, submitted or not: the money is frozen (escrow state disputed,
 * so auto-release, release and refund stop), the other side has DISPUTE_RESPONSE_DAYS to respond, and a job applies
 * the opener's remedy if it does not. Both sides are told.
 */
export async function openDispute(ctx: DisputeContext, userId: string, contractId: string, position: number, input: OpenDisputeInput): Promise<DisputeView> {
  assertEscrowOn(ctx);
  const contract = await findContractMilestoneForSide(ctx.db, userId, contractId, position);
  const side: DisputeSide = contract.posterId === userId ? 'poster' : 'bidder';
  const disputeId = await ctx.db.transaction(async (tx) => {
    const row = await lockEscrowMilestone(tx, contractId, position);
    if (row.state === 'disputed') throw conflict(DISPUTE_MSG.alreadyOpen, 'dispute_open');
    if (!canEscrow(row.state, 'open_dispute')) throw conflict(DISPUTE_MSG.notDisputable, 'escrow_state');
    // one open dispute per milestone (the unique index says so too; this says it in words)
    const [open] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.contractId, contractId), eq(disputes.milestonePosition, position), ne(disputes.state, 'settled')));
    if (open) throw conflict(DISPUTE_MSG.alreadyOpen, 'dispute_open');
    await moveEscrow(tx, row, 'open_dispute', { autoReleaseAt: null });
    const responseDueAt = new Date(Date.now() + ctx.config.escrow.disputeResponseMs);
    const [dispute] = await tx
      .insert(disputes)
      .values({
        contractId,
        milestonePosition: position,
        openedById: userId,
        openedBy: side,
        reason: input.reason,
        reasonText: input.reason === 'other' ? (input.reasonText ?? null) : null,
        amountCents: row.amountCents,
        responseDueAt,
      })
      .returning();
    const d = dispute!;
    const reason = input.reason === 'other' ? `Other: ${input.reasonText}` : DISPUTE_REASON_LABELS[input.reason];
    const remedy = outcomeWords(d.amountCents, defaultRemedy(side) === 'release' ? d.amountCents : 0);
    await recordDisputeStep(
      tx,
      d,
      { kind: 'opened', actor: side, actorId: userId, note: input.statement },
      {
        title: 'Dispute opened',
        message: `${actorWords(side)} opened ${disputeName(d)}: ${endSentence(reason)} The money is frozen until the dispute is settled. ${actorWords(otherSide(side))} has until ${formatEasternDateTime(responseDueAt)} to respond; without a response, ${remedy}.`,
      },
    );
    await enqueueJob(tx, DISPUTE_DEADLINE_JOB, { disputeId: d.id }, { startAfter: responseDueAt, singletonKey: d.id });
    return d.id;
  });
  return getDisputeView(ctx, disputeId, side);
}

/** 'Respond' (the side that did not open it), once, while the dispute waits for it and before its deadline. */
export async function respondToDispute(ctx: DisputeContext, log: DisputeLog, userId: string, disputeId: string, statement: string): Promise<DisputeView> {
  const { dispute, side } = await findDisputeForSide(ctx.db, userId, disputeId);
  if (side === dispute.openedBy) throw forbidden(DISPUTE_MSG.onlyOtherSideResponds);
  await runDisputeStep(ctx, log, dispute, async (tx, { dispute: d }) => {
    if (!canMoveDispute(d.state, 'respond')) throw conflict(d.state === 'with_homebid' ? DISPUTE_MSG.alreadyWithHomeBid : DISPUTE_MSG.alreadyResponded, 'dispute_state');
    await tx.update(disputes).set({ state: nextDisputeState(d.state, 'respond')!, updatedAt: new Date() }).where(eq(disputes.id, d.id));
    await recordDisputeStep(tx, d, { kind: 'responded', actor: side, actorId: userId, note: statement }, { title: 'Dispute response', message: `${actorWords(side)} responded to ${disputeName(d)}.` });
  });
  return getDisputeView(ctx, disputeId, side);
}

/**
 * 'Propose a split' (either side): an amount to release to the seller, the rest refunded; it replaces an open proposal.
 * From the side that has to respond, it is the response (the deadline's remedy no longer applies). The same side's
 * open proposal made again is the one already made.
 */
export async function proposeSplit(ctx: DisputeContext, log: DisputeLog, userId: string, disputeId: string, input: ProposeSplitInput): Promise<DisputeView> {
  const { dispute, side } = await findDisputeForSide(ctx.db, userId, disputeId);
  if (input.releaseCents > dispute.amountCents) throw badRequest(DISPUTE_MSG.releaseOutOfRange, 'release_out_of_range');
  const note = input.note || null;
  await runDisputeStep(ctx, log, dispute, async (tx, { dispute: d }) => {
    if (!canMoveDispute(d.state, 'propose')) throw settledRefusal();
    // the side's open proposal again (a double click, a replayed request): already made, nothing new to tell
    if (d.proposalBy === side && d.proposalReleaseCents === input.releaseCents) return;
    const now = new Date();
    const state = nextDisputeState(d.state, 'propose', { isOpener: side === d.openedBy })!;
    await tx.update(disputes).set({ state, proposalBy: side, proposalReleaseCents: input.releaseCents, proposalAt: now, updatedAt: now }).where(eq(disputes.id, d.id));
    await recordDisputeStep(
      tx,
      d,
      { kind: 'proposed', actor: side, actorId: userId, note, releaseCents: input.releaseCents },
      { title: 'Dispute: a split was proposed', message: `${actorWords(side)} proposes to settle ${disputeName(d)}: ${outcomeWords(d.amountCents, input.releaseCents)}. ${actorWords(otherSide(side))} can accept it.` },
    );
  });
  return getDisputeView(ctx, disputeId, side);
}

/**
 * 'Accept split' (the side that did not propose), with the amount it saw: a proposal changed in the meantime is
 * refused. Settles the dispute at once; of two accepts at once, the second finds it settled.
 */
export async function acceptSplit(ctx: DisputeContext, log: DisputeLog, userId: string, disputeId: string, input: AcceptSplitInput): Promise<DisputeView> {
  const { dispute, side } = await findDisputeForSide(ctx.db, userId, disputeId);
  await runDisputeStep(ctx, log, dispute, async (tx, locked) => {
    const d = locked.dispute;
    if (!canMoveDispute(d.state, 'accept')) throw settledRefusal();
    if (!d.proposalBy || d.proposalReleaseCents === null) throw conflict(DISPUTE_MSG.noProposal, 'no_proposal');
    if (d.proposalBy === side) throw forbidden(DISPUTE_MSG.ownProposal);
    if (d.proposalReleaseCents !== input.releaseCents) throw conflict(DISPUTE_MSG.proposalChanged, 'proposal_changed');
    const payouts = await settleDispute(tx, locked, { releaseCents: d.proposalReleaseCents, how: 'agreement' });
    await recordDisputeStep(
      tx,
      d,
      { kind: 'accepted', actor: side, actorId: userId, releaseCents: d.proposalReleaseCents },
      { title: 'Dispute settled by agreement', message: `${actorWords(side)} accepted the proposal on ${disputeName(d)}. It is settled: ${outcomeWords(d.amountCents, d.proposalReleaseCents)}.` },
    );
    return payouts;
  });
  return getDisputeView(ctx, disputeId, side);
}

/** 'Ask HomeBid to decide' (either side): the dispute goes to the operators' queue. */
export async function askHomeBid(ctx: DisputeContext, log: DisputeLog, userId: string, disputeId: string): Promise<DisputeView> {
  const { dispute, side } = await findDisputeForSide(ctx.db, userId, disputeId);
  await runDisputeStep(ctx, log, dispute, async (tx, { dispute: d }) => {
    if (d.state === 'with_homebid') throw conflict(DISPUTE_MSG.alreadyWithHomeBid, 'dispute_state');
    if (!canMoveDispute(d.state, 'ask_homebid')) throw settledRefusal();
    await tx.update(disputes).set({ state: nextDisputeState(d.state, 'ask_homebid')!, updatedAt: new Date() }).where(eq(disputes.id, d.id));
    await recordDisputeStep(
      tx,
      d,
      { kind: 'asked_homebid', actor: side, actorId: userId },
      { title: 'Dispute: HomeBid will decide', message: `${actorWords(side)} asked HomeBid to decide ${disputeName(d)}. Both sides can still agree on a split until HomeBid decides.` },
    );
  });
  return getDisputeView(ctx, disputeId, side);
}
