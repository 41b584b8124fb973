import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@homebid/shared/money';
import type { Database } from '../../db/client';
import { builtOnce, valuePlaceholder } from '../../db/prepared';
import { contracts } from '../../db/schema/bids';
import { escrowMilestones, escrowPayouts } from '../../db/schema/escrow';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import { PaymentProviderError, type AchTransfer } from '../../platform/payment-providers/providers';
import { recordMilestonePaid } from '../contracts/contract-payments';
import { postEscrowPayoutEntry } from '../milestone-payments/ledger';
import { milestoneRef } from '../milestone-payments/payable-milestone';
import { findPaymentParties } from '../milestone-payments/payment-parties';
import { alertContractSides } from '../contracts/contract-alerts';
import type { EscrowContext } from './escrow-context';
import { lockEscrowMilestone, moveEscrow } from './escrow-milestone';
import { ESCROW_PAYOUT_JOB } from './escrow-settlement';

type Log = Pick<FastifyBaseLogger, 'warn'>;
export type Payout = typeof escrowPayouts.$inferSelect;

// a payout is read three times on its way: built once (db/prepared.ts builtOnce), named
const payoutById = (db: Database) => db.select().from(escrowPayouts).where(eq(escrowPayouts.id, sql.placeholder('payoutId')));
const selectPayout = builtOnce((db) => payoutById(db).prepare('escrow_payout'));
const selectPayoutLocked = builtOnce((db) => payoutById(db).for('update').prepare('escrow_payout_locked'));
const selectPayoutMilestone = builtOnce((db) =>
  db
    .select({ contractId: escrowPayouts.contractId, position: escrowPayouts.milestonePosition })
    .from(escrowPayouts)
    .where(eq(escrowPayouts.id, sql.placeholder('payoutId')))
    .prepare('escrow_payout_milestone'),
);

/** How long a failed payout waits before its next try: 1, 2, 4... minutes, at most 6 hours. */
export const retryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);

/**
 * Makes a payout's provider call and records what the provider said. Safe to run twice at once or again later (the
 * request that settled the milestone runs it, and so does its job): one runner at a time takes the attempt
 * (claimAttempt), its call carries the attempt's idempotency key, so the provider makes one transfer or refund, and
 * the completion is recorded once under the contract's lock. A refusal marks the payout failed ('Release failed, retrying') and throws, so the job retries it
 * with the next attempt's key after a back-off; a provider that did not answer keeps the key for the retry.
 */
export async function executePayout(ctx: EscrowContext, log: Log, payoutId: string): Promise<Payout> {
  const [payout] = await selectPayout(ctx.db, { payoutId });
  if (!payout) throw new Error(`no escrow payout ${payoutId}`);
  if (payout.status === 'succeeded') return payout;
  const makesACall = payout.method === 'card' || !payout.providerRef;
  if (makesACall && !(await claimAttempt(ctx.db, payout))) return payout;
  try {
    if (payout.method === 'card') {
      const providerRef = await callCard(ctx, payout);
      return (await ctx.db.transaction((tx) => completePayout(tx, payout.id, providerRef))) ?? payout;
    }
    const transfer = await callAch(ctx, payout);
    return (await ctx.db.transaction((tx) => settlePayoutTransfer(tx, transfer))) ?? payout;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) {
      if (makesACall) await releaseClaim(ctx.db, payout);
      throw error;
    }
    log.warn({ payoutId, detail: error.detail }, 'escrow payout failed at the provider');
    await ctx.db.transaction((tx) => failPayout(tx, payout, error.message || error.detail, { keepKey: error.isUnavailable }));
    throw error;
  }
}

/** How long a runner holds a payout's attempt; a runner that stopped mid-call leaves it to the sweep after this. */
const CLAIM_MS = 2 * 60_000;
/** A retry job comes at its nextAttemptAt by the database's clock: a little early by this process's is still due. */
const CLOCK_SLACK_MS = 5_000;

/**
 * Takes the payout's current attempt for this runner: its provider call is made by one runner at a time. The request
 * that settled the milestone and the payout's job (fetched at once by a worker that takes jobs back to back) run the
 * same payout together; with the same idempotency key a provider may refuse the second call while the first is under
 * way (Stripe's idempotency_key_in_use; the sandbox answered 'insufficient funds'), and that refusal would fail the
 * payout, move it to a new key and lose the first call's transfer. The attempt is taken by moving nextAttemptAt (the
 * time before which nobody may try it) past the call; the loser leaves the payout to the winner.
 */
async function claimAttempt(db: Database, payout: Payout): Promise<boolean> {
  const now = Date.now();
  const claimed = await claimPayout(db, { payoutId: payout.id, attempt: payout.attempt, until: new Date(now + CLAIM_MS), dueBy: new Date(now + CLOCK_SLACK_MS) });
  return claimed.length > 0;
}

// the statements of every card payout: built once (db/prepared.ts builtOnce), named
const claimPayout = builtOnce((db) =>
  db
    .update(escrowPayouts)
    .set({ nextAttemptAt: valuePlaceholder<Date>('until') })
    .where(
      and(
        eq(escrowPayouts.id, sql.placeholder('payoutId')),
        eq(escrowPayouts.attempt, sql.placeholder('attempt')),
        inArray(escrowPayouts.status, ['pending', 'failed']),
        or(isNull(escrowPayouts.nextAttemptAt), lte(escrowPayouts.nextAttemptAt, sql.placeholder('dueBy'))),
      ),
    )
    .returning({ id: escrowPayouts.id })
    .prepare('claim_escrow_payout'),
);
const selectPayment = builtOnce((db) => db.select().from(milestonePayments).where(eq(milestonePayments.id, sql.placeholder('paymentId'))).prepare('escrow_funding_payment'));
const markPayoutSucceeded = builtOnce((db) =>
  db
    .update(escrowPayouts)
    .set({ status: 'succeeded', providerRef: valuePlaceholder<string>('providerRef'), failureReason: null, nextAttemptAt: null, settledAt: valuePlaceholder<Date>('now'), updatedAt: valuePlaceholder<Date>('now') })
    .where(eq(escrowPayouts.id, sql.placeholder('payoutId')))
    .returning()
    .prepare('escrow_payout_succeeded'),
);
/** The paid-out amount leaves the held one, into the released (release) or the refunded amount (refund). */
const movePaidOut = (kind: 'release' | 'refund') =>
  builtOnce((db) => {
    const cents = sql.placeholder('cents');
    const to = kind === 'release' ? { releasedCents: sql`${escrowMilestones.releasedCents} + ${cents}` } : { refundedCents: sql`${escrowMilestones.refundedCents} + ${cents}` };
    return db
      .update(escrowMilestones)
      .set({ heldCents: sql`${escrowMilestones.heldCents} - ${cents}`, ...to, updatedAt: valuePlaceholder<Date>('now') })
      .where(and(eq(escrowMilestones.contractId, sql.placeholder('contractId')), eq(escrowMilestones.position, sql.placeholder('position'))))
      .returning()
      .prepare(`escrow_paid_out_${kind}`);
  });
const paidOut = { release: movePaidOut('release'), refund: movePaidOut('refund') };
const selectUnsettledPayouts = builtOnce((db) =>
  db
    .select({ id: escrowPayouts.id })
    .from(escrowPayouts)
    .where(and(eq(escrowPayouts.contractId, sql.placeholder('contractId')), eq(escrowPayouts.milestonePosition, sql.placeholder('position')), sql`${escrowPayouts.status} <> 'succeeded'`))
    .prepare('escrow_unsettled_payouts'),
);

/** A runner that failed for a reason of its own (not the provider's answer) lets the next one try at once. */
async function releaseClaim(db: Database, payout: Payout) {
  await db
    .update(escrowPayouts)
    .set({ nextAttemptAt: payout.nextAttemptAt })
    .where(and(eq(escrowPayouts.id, payout.id), eq(escrowPayouts.attempt, payout.attempt), inArray(escrowPayouts.status, ['pending', 'failed'])))
    .catch(() => undefined);
}

/** Card: a Transfer of the released part to the seller's account (waiting for the charge's funds), or a refund of the charge. */
async function callCard(ctx: EscrowContext, payout: Payout): Promise<string> {
  const funding = await findFunding(ctx.db, payout);
  if (!funding.providerRef) throw new PaymentProviderError('The card payment of this milestone is missing.', `escrow payout ${payout.id}: funding ${funding.id} has no intent`);
  const metadata = { payoutId: payout.id, contractId: payout.contractId, milestonePosition: String(payout.milestonePosition), kind: payout.kind };
  if (payout.kind === 'refund') {
    const refund = await ctx.payments.card.createRefund({ paymentIntentId: funding.providerRef, amountCents: payout.milestoneCents + payout.feeRefundCents, idempotencyKey: payout.idempotencyKey });
    return refund.refundId;
  }
  const intent = await ctx.payments.card.getPaymentIntent(funding.providerRef);
  if (!intent.chargeId) throw new PaymentProviderError('The card payment of this milestone has not been charged yet.', `escrow payout ${payout.id}: intent ${intent.id} has no charge`);
  const parties = await findPaymentParties(ctx.db, funding.payerId, payout.payeeId);
  if (!parties.sellerCardAccountId) throw new PaymentProviderError('The seller cannot receive card payouts right now.', `escrow payout ${payout.id}: seller has no card account`);
  const transfer = await ctx.payments.card.createTransfer({
    amountCents: payout.milestoneCents,
    destinationAccountId: parties.sellerCardAccountId,
    sourceChargeId: intent.chargeId,
    transferGroup: payout.contractId,
    metadata,
    idempotencyKey: payout.idempotencyKey,
  });
  return transfer.id;
}

/** Bank transfer: from the platform's balance to the payee's bank (the seller's on release, the poster's on refund). */
async function callAch(ctx: EscrowContext, payout: Payout): Promise<AchTransfer> {
  if (payout.providerRef) return ctx.payments.ach.getTransfer(payout.providerRef);
  const funding = await findFunding(ctx.db, payout);
  const parties = await findPaymentParties(ctx.db, funding.payerId, funding.payeeId);
  const destination = payout.kind === 'release' ? parties.sellerFundingSourceId : parties.posterFundingSourceId;
  if (!destination) throw new PaymentProviderError('The bank account to pay is not linked or not verified.', `escrow payout ${payout.id}: no verified funding source for the payee`);
  const { fundingSourceId } = await ctx.payments.ach.getPlatformBalance();
  const transfer = await ctx.payments.ach.createTransfer({
    sourceFundingSourceId: fundingSourceId,
    destinationFundingSourceId: destination,
    amountCents: payout.milestoneCents + payout.feeRefundCents,
    metadata: { payoutId: payout.id, contractId: payout.contractId, milestonePosition: String(payout.milestonePosition), kind: payout.kind },
    idempotencyKey: payout.idempotencyKey,
  });
  await ctx.db.update(escrowPayouts).set({ providerRef: transfer.id, status: 'processing', updatedAt: new Date() }).where(and(eq(escrowPayouts.id, payout.id), eq(escrowPayouts.status, payout.status)));
  return transfer;
}

async function findFunding(db: Database, payout: Payout) {
  const [funding] = await selectPayment(db, { paymentId: payout.fundingPaymentId });
  if (!funding) throw new Error(`escrow payout ${payout.id}: funding ${payout.fundingPaymentId} not found`);
  return funding;
}

/** A bank transfer's word on the payout it belongs to (found by transfer id): processed completes it, failed fails it. */
export async function settlePayoutTransfer(tx: Database, transfer: AchTransfer): Promise<Payout | undefined> {
  const [payout] = await tx.select().from(escrowPayouts).where(and(eq(escrowPayouts.method, 'ach'), eq(escrowPayouts.providerRef, transfer.id)));
  if (!payout) return undefined;
  if (transfer.status === 'processed') return completePayout(tx, payout.id, transfer.id);
  if (transfer.status === 'failed' || transfer.status === 'cancelled') {
    const reason = [transfer.failureCode, transfer.failureReason].filter(Boolean).join(' ') || 'The bank transfer failed.';
    return failPayout(tx, payout, reason, { keepKey: false });
  }
  return payout;
}

/**
 * The provider moved the money: the payout succeeds, its ledger entry is posted, the held amount goes down and the
 * released or refunded amount up; a release completes the milestone on the contract (total paid grows); once every
 * payout of the settlement succeeded the milestone is Released, Refunded or Split. Once only: a second call finds the
 * payout succeeded and changes nothing.
 */
export async function completePayout(tx: Database, payoutId: string, providerRef: string): Promise<Payout | undefined> {
  const [found] = await selectPayoutMilestone(tx, { payoutId });
  if (!found) return undefined;
  const row = await lockEscrowMilestone(tx, found.contractId, found.position);
  const [payout] = await selectPayoutLocked(tx, { payoutId });
  if (!payout || payout.status === 'succeeded') return payout;
  const now = new Date();
  const [done] = await markPayoutSucceeded(tx, { payoutId, providerRef, now });
  const p = done!;
  const isRelease = p.kind === 'release';
  const what = isRelease ? 'released to the seller' : 'refunded to the poster';
  await postEscrowPayoutEntry(tx, { payoutId: p.id, kind: p.kind, contractId: p.contractId, milestonePosition: p.milestonePosition, payeeId: p.payeeId, milestoneCents: p.milestoneCents, feeRefundCents: p.feeRefundCents }, `Milestone ${p.milestonePosition}: ${formatCents(p.milestoneCents)} ${what}`);
  const [updated] = await paidOut[p.kind](tx, { cents: p.milestoneCents, now, contractId: p.contractId, position: p.milestonePosition });
  if (isRelease && !(await recordMilestonePaid(tx, p.contractId, p.milestonePosition, p.milestoneCents))) {
    throw new Error(`milestone ${p.contractId}/${p.milestonePosition} completed twice`);
  }
  const pending = await selectUnsettledPayouts(tx, { contractId: p.contractId, position: p.milestonePosition });
  if (pending.length === 0) {
    await moveEscrow(tx, { ...row, ...updated! }, 'payouts_done', {}, { releaseCents: Number(updated!.releasedCents), refundCents: Number(updated!.refundedCents) });
  }
  const amount = formatCents(p.milestoneCents + p.feeRefundCents);
  if (isRelease) {
    await alertContractSides(tx, p.contractId, 'milestone_released', 'Milestone released', {
      poster: `${amount} of milestone ${p.milestonePosition} was released to the seller.`,
      bidder: `${amount} of milestone ${p.milestonePosition} was released to you and is on its way to your account.`,
    });
  } else {
    await alertContractSides(tx, p.contractId, 'milestone_refunded', 'Milestone refunded', {
      poster: `${amount} of milestone ${p.milestonePosition} was refunded to you.`,
      bidder: `${amount} of milestone ${p.milestonePosition} was refunded to the poster.`,
    });
  }
  return p;
}

/**
 * The provider refused (or did not answer): the payout reads failed until a retry succeeds. A definite refusal moves
 * it to its next attempt with a new key (nothing was made under the old one); no answer keeps the key, as the call
 * may have gone through. The retry is a job after the back-off; both sides are told the first time it fails.
 */
export async function failPayout(tx: Database, payout: Payout, reason: string, options: { keepKey: boolean }): Promise<Payout> {
  const attempt = options.keepKey ? payout.attempt : payout.attempt + 1;
  const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempt));
  const key = options.keepKey ? payout.idempotencyKey : buildIdempotencyKey(payout.kind === 'release' ? 'escrow-release' : 'escrow-refund', milestoneRef(payout.contractId, payout.milestonePosition), attempt);
  const [updated] = await tx
    .update(escrowPayouts)
    .set({ status: 'failed', attempt, idempotencyKey: key, providerRef: options.keepKey ? payout.providerRef : null, failureReason: reason, nextAttemptAt, updatedAt: new Date() })
    // only the try that failed moves the payout on: a second report of the same failure changes nothing
    .where(and(eq(escrowPayouts.id, payout.id), eq(escrowPayouts.attempt, payout.attempt), sql`${escrowPayouts.status} <> 'succeeded'`))
    .returning();
  if (!updated) return payout;
  await enqueueJob(tx, ESCROW_PAYOUT_JOB, { payoutId: payout.id }, { startAfter: nextAttemptAt });
  if (payout.status !== 'failed') {
    const [c] = await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, payout.contractId));
    if (c) {
      const word = payout.kind === 'release' ? 'release' : 'refund';
      const message = `The ${word} of milestone ${payout.milestonePosition} did not go through (${reason}). HomeBid retries it automatically.`;
      await alertContractSides(tx, payout.contractId, payout.kind === 'release' ? 'milestone_released' : 'milestone_refunded', `${word === 'release' ? 'Release' : 'Refund'} failed, retrying`, { poster: message, bidder: message });
    }
  }
  return updated;
}

/** Runs payouts after their settlement committed; a provider's refusal is left to the payout's retry job. */
export async function runPayouts(ctx: EscrowContext, log: Log, payoutIds: readonly string[]): Promise<void> {
  for (const id of payoutIds) {
    await executePayout(ctx, log, id).catch((error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
    });
  }
}
