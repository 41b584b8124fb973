import { and, eq, sql, type SQL } from 'drizzle-orm';
import { attemptStatusOfCardIntent, attemptStatusOfTransfer, canMoveAttempt, type AttemptStatus } from '@homebid/shared/domain/milestone-payment';
import { formatCents } from '@homebid/shared/money';
import type { Database } from '../../db/client';
import { builtOnce, valuePlaceholder } from '../../db/prepared';
import { contracts } from '../../db/schema/bids';
import { milestonePayments } from '../../db/schema/milestone-payments';
import type { AchTransfer, CardPaymentIntent } from '../../platform/payment-providers/providers';
import { alertContractSides } from '../contracts/contract-alerts';
import { recordMilestonePaid, recordMilestoneUnpaid } from '../contracts/contract-payments';
import { recordFunded, recordFundingStarted, recordFundingUndone } from '../escrow/escrow-funding';
import { postLedgerEntry, postPaymentEntry, postReturnEntry, buildPaymentLines } from './ledger';

type Payment = typeof milestonePayments.$inferSelect;

/** What the provider says about an attempt, in our terms. */
export interface ProviderOutcome {
  status: AttemptStatus;
  failureCode?: string | null;
  failureReason?: string | null;
}

export interface SettleResult {
  payment: Payment;
  /** A canceled card attempt was charged after all: the caller refunds it at the provider after commit. */
  refundDue: boolean;
}

/**
 * Locks the contract row (the one lock every payment change of a contract takes first), found by the attempt, then
 * the attempt, in one statement: the contract's lock is the subquery of the attempt's condition, so it is taken
 * first, and an attempt changed while this waited is locked as it is now (PostgreSQL follows the row to its newest
 * version). No attempt found, nothing locked. One statement per `where` (its values placeholders), named (planned
 * once a connection) and built once (db/prepared.ts builtOnce).
 */
function lockPaymentWhere(where: SQL, statementName: string) {
  return builtOnce((tx) => {
    const contractOf = tx.select({ contractId: milestonePayments.contractId }).from(milestonePayments).where(where);
    const lockedContract = tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractOf)).for('update');
    return tx
      .select()
      .from(milestonePayments)
      .where(and(where, eq(milestonePayments.contractId, lockedContract)))
      .for('update')
      .prepare(statementName);
  });
}

const byProviderRef = (method: Payment['method']) => and(eq(milestonePayments.method, method), eq(milestonePayments.providerRef, sql.placeholder('providerRef')))!;
const lockById = lockPaymentWhere(eq(milestonePayments.id, sql.placeholder('paymentId')), 'lock_payment_by_id');
const lockCardByIntent = lockPaymentWhere(byProviderRef('card'), 'lock_card_payment_by_intent');
const lockBankByTransfer = lockPaymentWhere(byProviderRef('ach'), 'lock_bank_payment_by_transfer');

/** Locks an attempt by id (contract row first, as everywhere). */
export const lockPaymentById = async (tx: Database, paymentId: string): Promise<Payment | undefined> => (await lockById(tx, { paymentId }))[0];

/**
 * The card intent's outcome for the attempt it belongs to: the one our metadata names, unless that attempt holds
 * another intent; else the one holding this intent's id. (Named first: an attempt just created holds no intent yet,
 * and every intent we create names its attempt.)
 */
export async function settleCardIntent(tx: Database, intent: CardPaymentIntent): Promise<SettleResult | undefined> {
  const paymentId = intent.metadata.paymentId;
  const named = paymentId && /^[0-9a-f-]{36}$/i.test(paymentId) ? await lockPaymentById(tx, paymentId) : undefined;
  let payment =
    named?.method === 'card' && (!named.providerRef || named.providerRef === intent.id)
      ? named
      : (await lockCardByIntent(tx, { providerRef: intent.id }))[0];
  if (!payment || payment.method !== 'card') return undefined;
  if (!payment.providerRef) {
    await setProviderRef(tx, { providerRef: intent.id, paymentId: payment.id });
    payment = { ...payment, providerRef: intent.id };
  }
  return applyOutcome(tx, payment, { status: attemptStatusOfCardIntent(intent.status), failureReason: intent.lastError ?? null });
}

/** The transfer's outcome for its attempt. A transfer we do not know (yet) changes nothing. */
export async function settleTransfer(tx: Database, transfer: AchTransfer): Promise<SettleResult | undefined> {
  const [payment] = await lockBankByTransfer(tx, { providerRef: transfer.id });
  if (!payment) return undefined;
  return applyOutcome(tx, payment, {
    status: attemptStatusOfTransfer(transfer.status, payment.status),
    failureCode: transfer.failureCode ?? null,
    failureReason: transfer.failureReason ?? null,
  });
}

/**
 * Applies the provider's word to a locked attempt, with everything that follows in the same transaction: the
 * milestone and the contract's total_paid, the ledger entry, the alerts. A state the attempt already has, or a
 * move the state machine refuses (a late or replayed event), changes nothing.
 */
export async function applyOutcome(tx: Database, payment: Payment, outcome: ProviderOutcome): Promise<SettleResult> {
  const from = payment.status;
  const to = from === 'canceled' && outcome.status === 'succeeded' ? 'refunded' : outcome.status;
  const now = new Date();
  if (from === to) {
    // a decline leaves a card attempt pending: record a new reason (the poster may try another card)
    if (to === 'pending' && outcome.failureReason && outcome.failureReason !== payment.failureReason) {
      const [updated] = await tx.update(milestonePayments).set({ failureReason: outcome.failureReason, updatedAt: now }).where(eq(milestonePayments.id, payment.id)).returning();
      await alertFailure(tx, updated!, outcome.failureReason);
      return { payment: updated!, refundDue: false };
    }
    return { payment, refundDue: false };
  }
  if (!canMoveAttempt(payment.method, from, to)) return { payment, refundDue: false };

  const [updated] = await (to === 'succeeded' ? moveSettledAttempt : moveAttempt)(tx, {
    paymentId: payment.id,
    status: to,
    now,
    failureCode: outcome.failureCode ?? (to === 'succeeded' || to === 'processing' ? null : payment.failureCode),
    failureReason: outcome.failureReason ?? (to === 'succeeded' || to === 'processing' ? null : payment.failureReason),
  });
  const p = updated!;
  if (to === 'succeeded') await (p.purpose === 'fund' ? fundMilestone(tx, p) : completeMilestone(tx, p));
  else if (to === 'processing' && p.purpose === 'fund') await recordFundingStarted(tx, p);
  else if (to === 'failed') await failAttempt(tx, p, outcome.failureReason ?? 'The payment provider refused the payment.');
  else if (to === 'returned') await returnPayment(tx, p, from === 'succeeded');
  else if (to === 'refunded') await recordRefund(tx, p);
  return { payment: p, refundDue: to === 'refunded' };
}

// an attempt's moves (the one to succeeded stamps its settlement): built once, named (db/prepared.ts builtOnce)
const attemptMove = (settles: boolean) =>
  builtOnce((tx) =>
    tx
      .update(milestonePayments)
      .set({
        status: valuePlaceholder<Payment['status']>('status'),
        updatedAt: valuePlaceholder<Date>('now'),
        failureCode: valuePlaceholder<string | null>('failureCode'),
        failureReason: valuePlaceholder<string | null>('failureReason'),
        ...(settles ? { settledAt: valuePlaceholder<Date>('now') } : {}),
      })
      .where(eq(milestonePayments.id, sql.placeholder('paymentId')))
      .returning()
      .prepare(settles ? 'settle_payment_attempt' : 'move_payment_attempt'),
  );
const moveAttempt = attemptMove(false);
const moveSettledAttempt = attemptMove(true);
/** Records the provider's id of an attempt (its intent or transfer). */
export const setProviderRef = builtOnce((tx) =>
  tx.update(milestonePayments).set({ providerRef: valuePlaceholder<string>('providerRef') }).where(eq(milestonePayments.id, sql.placeholder('paymentId'))).prepare('set_payment_provider_ref'),
);

/** The milestone is paid: completed, poster_paid, bidder_received, total_paid += amount, the entry, the alerts. */
async function completeMilestone(tx: Database, p: Payment) {
  const amount = Number(p.milestoneAmountCents);
  // the partial unique index allows one succeeded attempt per milestone, so this is the first completion
  if (!(await recordMilestonePaid(tx, p.contractId, p.milestonePosition, amount))) throw new Error(`milestone ${p.contractId}/${p.milestonePosition} completed twice`);
  const how = p.method === 'card' ? 'by card' : 'by bank transfer';
  await postPaymentEntry(tx, p, `Milestone ${p.milestonePosition} paid ${how}`);
  // the payer is the contract's poster, the payee its bidder
  await alertContractSides(tx, p.contractId, 'milestone_paid', 'Milestone paid', {
    bidder: `Milestone ${p.milestonePosition} was paid: ${formatCents(amount)} is on its way to you.`,
    poster: `Your payment of ${formatCents(Number(p.totalCents))} for milestone ${p.milestonePosition} went through ${how}.`,
  });
}

/** The milestone is funded: held in escrow (the escrow module's state and alerts), the funding's entry. */
async function fundMilestone(tx: Database, p: Payment) {
  if (!(await recordFunded(tx, p))) throw new Error(`milestone ${p.contractId}/${p.milestonePosition} funded twice`);
  await postPaymentEntry(tx, p, `Milestone ${p.milestonePosition} funded into escrow ${p.method === 'card' ? 'by card' : 'by bank transfer'}`);
}

async function failAttempt(tx: Database, p: Payment, reason: string) {
  if (p.purpose === 'fund') await recordFundingUndone(tx, p);
  await alertFailure(tx, p, reason);
}

async function alertFailure(tx: Database, p: Payment, reason: string) {
  await alertContractSides(tx, p.contractId, 'milestone_payment_failed', 'Payment failed', {
    poster: `Your payment for milestone ${p.milestonePosition} did not go through: ${reason}`,
  });
}

/** The bank returned a transfer: back to unpaid; if it had settled, total_paid goes down and the entry is reversed. */
async function returnPayment(tx: Database, p: Payment, hadSettled: boolean) {
  const amount = Number(p.milestoneAmountCents);
  const memo = `Milestone ${p.milestonePosition} bank transfer returned (${p.failureCode ?? 'no code'})`;
  if (p.purpose === 'fund') {
    // funding still held goes back out of escrow; funding already paid out is the platform's to recover
    const undone = await recordFundingUndone(tx, p);
    if (hadSettled) await postReturnEntry(tx, p, memo, undone === 'paid_out' ? { amountTo: 'recoveries' } : {});
  } else if (hadSettled) {
    await recordMilestoneUnpaid(tx, p.contractId, p.milestonePosition, amount);
    await postReturnEntry(tx, p, memo);
  }
  const reason = [p.failureCode, p.failureReason].filter(Boolean).join(' ') || 'no reason given';
  const message = `The bank returned the transfer for milestone ${p.milestonePosition} (${reason}). The milestone is unpaid again.`;
  await alertContractSides(tx, p.contractId, 'milestone_payment_returned', 'Bank transfer returned', { poster: message, bidder: message });
}

/** Money taken for an attempt we had given up: the charge and its refund are both on the books. */
async function recordRefund(tx: Database, p: Payment) {
  await postPaymentEntry(tx, p, `Milestone ${p.milestonePosition}: charge for a canceled attempt`);
  await postLedgerEntry(tx, {
    kind: 'refund',
    paymentId: p.id,
    contractId: p.contractId,
    milestonePosition: p.milestonePosition,
    memo: `Milestone ${p.milestonePosition}: refund of a charge for a canceled attempt`,
    lines: buildPaymentLines(p).map((l) => ({ ...l, amountCents: -l.amountCents })),
  });
  await alertContractSides(tx, p.contractId, 'milestone_payment_failed', 'Payment refunded', {
    poster: `A card payment of ${formatCents(Number(p.totalCents))} for milestone ${p.milestonePosition} arrived after you chose another way to pay; it is refunded.`,
  });
}
