import { eq } from 'drizzle-orm';
import { buildAttemptKey, LIVE_ATTEMPT_STATUSES, type PaymentMethod } from '@homebid/shared/domain/milestone-payment';
import { computePaymentQuote, computeProviderFee } from '@homebid/shared/domain/payment-fees';
import { MILESTONE_PAYMENT_MSG as MSG, type PayMilestoneResponse, type PaymentQuoteResponse } from '@homebid/shared/schemas/milestone-payment';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { AppError, conflict } from '../../platform/errors';
import { PaymentProviderError, type AchTransfer, type CardPaymentIntent, type PaymentProviders } from '../../platform/payment-providers/providers';
import { findPayableMilestone, listAttempts, type Payment } from './payable-milestone';
import { findPaymentParties, type PaymentParties } from './payment-parties';
import { toPaymentView } from './payment-view';
import { applyOutcome, lockPaymentById, settleCardIntent, settleTransfer } from './settle-payment';

/** What the payment use cases need of the app. */
export interface PaymentsContext {
  db: Database;
  config: Config;
  payments: PaymentProviders;
}

const unavailable = () => new AppError('provider_unavailable', MSG.providerUnavailable, 503);

/** The spec's payment quote for a milestone the poster may pay, with the gate (if any) of each method. */
export async function getPaymentQuote(ctx: PaymentsContext, userId: string, contractId: string, position: number): Promise<PaymentQuoteResponse> {
  const { contract, milestone } = await findPayableMilestone(ctx.db, userId, contractId, position);
  const parties = await findPaymentParties(ctx.db, contract.posterId, contract.bidderId);
  const [seller] = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, contract.bidderId));
  return {
    contractId,
    milestonePosition: position,
    quote: computePaymentQuote(Number(milestone.amountCents), ctx.config.feeSchedule),
    cardGate: findGate(parties, 'card'),
    achGate: findGate(parties, 'ach'),
    seller: { id: contract.bidderId, name: seller?.name ?? '' },
  };
}

function findGate(parties: PaymentParties, method: PaymentMethod) {
  if (method === 'card') return parties.sellerCardAccountId ? null : 'seller_setup';
  if (!parties.posterFundingSourceId) return 'poster_ach_setup';
  return parties.sellerFundingSourceId ? null : 'seller_setup';
}

function assertGateOpen(parties: PaymentParties, method: PaymentMethod) {
  const gate = findGate(parties, method);
  if (gate === 'seller_setup') throw conflict(MSG.sellerSetup, 'seller_setup_required');
  if (gate === 'poster_ach_setup') throw conflict(MSG.posterAchSetup, 'poster_ach_setup_required');
}

/**
 * Pays a milestone ('Mark as Completed & Pay'). The attempt and its idempotency key are committed before the
 * provider is called; a second request (double click, retry, 100 at once) finds that attempt and repeats the same
 * call with the same key, so the provider makes one payment. The milestone is completed later, on the provider's
 * word only (webhook or status read), never here on the browser's.
 */
export async function payMilestone(ctx: PaymentsContext, userId: string, contractId: string, position: number, method: PaymentMethod): Promise<PayMilestoneResponse> {
  const { contract } = await findPayableMilestone(ctx.db, userId, contractId, position);
  const parties = await findPaymentParties(ctx.db, contract.posterId, contract.bidderId);
  assertGateOpen(parties, method);
  const cancelable = method === 'ach' ? await findCancelableCardAttempt(ctx, contractId, position) : undefined;
  const attempt = await storeAttempt(ctx, userId, contractId, position, method, cancelable);
  if (attempt.method === 'card') {
    const intent = await callCard(ctx, attempt, parties);
    const settled = await ctx.db.transaction((tx) => settleCardIntent(tx, intent));
    return {
      message: MSG.markAsCompletedAndPay,
      payment: await toPaymentView(ctx.db, settled?.payment ?? attempt),
      clientSecret: intent.clientSecret,
      cardProvider: ctx.payments.card.kind,
      stripePublishableKey: ctx.config.STRIPE_PUBLISHABLE_KEY ?? null,
    };
  }
  const transfer = await callAch(ctx, attempt, parties);
  const settled = await ctx.db.transaction(async (tx) => {
    await tx.update(milestonePayments).set({ providerRef: transfer.id }).where(eq(milestonePayments.id, attempt.id));
    return settleTransfer(tx, transfer);
  });
  const payment = settled?.payment ?? attempt;
  if (payment.status === 'failed') throw new AppError('payment_failed', MSG.achFailed, 422);
  return { message: MSG.achSucceeded, payment: await toPaymentView(ctx.db, payment), clientSecret: null, cardProvider: ctx.payments.card.kind, stripePublishableKey: null };
}

/** Phase 1: the attempt, committed before any provider call (or the live one, resumed with its own key). */
async function storeAttempt(ctx: PaymentsContext, userId: string, contractId: string, position: number, method: PaymentMethod, cancelable: string | undefined): Promise<Payment> {
  return ctx.db.transaction(async (tx) => {
    const { contract, milestone } = await findPayableMilestone(tx, userId, contractId, position, { lock: true });
    const attempts = await listAttempts(tx, contractId, position);
    const live = attempts.find((a) => LIVE_ATTEMPT_STATUSES.includes(a.status));
    if (live?.status === 'succeeded') throw conflict(MSG.alreadyPaid, 'milestone_paid');
    if (live?.status === 'processing') throw conflict(MSG.processing, 'payment_processing');
    if (live && live.method === method) return live;
    if (live && live.id !== cancelable) throw conflict(MSG.processing, 'payment_processing');
    if (live) await tx.update(milestonePayments).set({ status: 'canceled', updatedAt: new Date() }).where(eq(milestonePayments.id, live.id));

    const amount = Number(milestone.amountCents);
    const quote = computePaymentQuote(amount, ctx.config.feeSchedule);
    const schedule = ctx.config.feeSchedule;
    const total = method === 'card' ? quote.total_amount_card : quote.total_amount_ach;
    const fee = total - amount;
    const providerFee = method === 'card' ? Math.min(fee, computeProviderFee(total, schedule.cardPercentBps, schedule.cardFixedCents)) : 0;
    const next = Math.max(0, ...attempts.map((a) => a.attempt)) + 1;
    const [created] = await tx
      .insert(milestonePayments)
      .values({
        contractId,
        milestonePosition: position,
        attempt: next,
        method,
        idempotencyKey: buildAttemptKey(contractId, position, next),
        payerId: contract.posterId,
        payeeId: contract.bidderId,
        milestoneAmountCents: amount,
        feeCents: fee,
        totalCents: total,
        providerFeeCents: providerFee,
      })
      .returning();
    return created!;
  });
}

/**
 * A card attempt still waiting for its card may give way to a bank transfer, once the provider confirms that no
 * money is moving on it. (Should its card form confirm it later anyway, that charge is refunded: settle-payment.)
 */
async function findCancelableCardAttempt(ctx: PaymentsContext, contractId: string, position: number): Promise<string | undefined> {
  const live = (await listAttempts(ctx.db, contractId, position)).find((a) => a.status === 'pending' && a.method === 'card');
  if (!live?.providerRef) return live?.id;
  const intent = await readProvider(() => ctx.payments.card.getPaymentIntent(live.providerRef!));
  if (intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation') return live.id;
  await ctx.db.transaction((tx) => settleCardIntent(tx, intent));
  return undefined;
}

async function readProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error.isUnavailable ? unavailable() : new AppError('provider_error', error.message, 422);
    throw error;
  }
}

/**
 * Phase 2 for a card: the payment intent under the attempt's key. A provider that does not answer leaves the
 * attempt pending (the next request re-sends the same key); a refusal fails the attempt.
 */
async function callCard(ctx: PaymentsContext, attempt: Payment, parties: PaymentParties): Promise<CardPaymentIntent> {
  try {
    if (attempt.providerRef) return await ctx.payments.card.getPaymentIntent(attempt.providerRef);
    return await ctx.payments.card.createPaymentIntent({
      amountCents: Number(attempt.totalCents),
      applicationFeeCents: Number(attempt.feeCents),
      destinationAccountId: parties.sellerCardAccountId!,
      description: `Milestone ${attempt.milestonePosition} of contract ${attempt.contractId}`,
      metadata: paymentMetadata(attempt),
      idempotencyKey: attempt.idempotencyKey,
    });
  } catch (error) {
    throw await failAttempt(ctx, attempt, error, MSG.cardOther);
  }
}

async function callAch(ctx: PaymentsContext, attempt: Payment, parties: PaymentParties): Promise<AchTransfer> {
  try {
    if (attempt.providerRef) return await ctx.payments.ach.getTransfer(attempt.providerRef);
    // The seller's bank receives the milestone amount; the fee is a separate facilitator fee charged to the poster and
    // collected by the platform, so each bank statement shows what the ledger books (ledger.ts).
    const feeCents = Number(attempt.feeCents);
    return await ctx.payments.ach.createTransfer({
      sourceFundingSourceId: parties.posterFundingSourceId!,
      destinationFundingSourceId: parties.sellerFundingSourceId!,
      amountCents: Number(attempt.milestoneAmountCents),
      ...(feeCents > 0 ? { fee: { amountCents: feeCents, chargeToCustomerId: requirePosterCustomer(parties) } } : {}),
      metadata: paymentMetadata(attempt),
      idempotencyKey: attempt.idempotencyKey,
    });
  } catch (error) {
    throw await failAttempt(ctx, attempt, error, MSG.achFailed);
  }
}

function requirePosterCustomer(parties: PaymentParties): string {
  if (!parties.posterAchCustomerId) throw new PaymentProviderError(MSG.achFailed, 'ach fee: the poster has no bank-transfer customer to charge it to');
  return parties.posterAchCustomerId;
}

const paymentMetadata = (a: Payment) => ({ paymentId: a.id, contractId: a.contractId, milestonePosition: String(a.milestonePosition), attempt: String(a.attempt) });

/** The error for the user; a definite refusal also fails the attempt (an unanswered call leaves it to a retry). */
async function failAttempt(ctx: PaymentsContext, attempt: Payment, error: unknown, fallback: string): Promise<AppError> {
  if (!(error instanceof PaymentProviderError)) throw error;
  if (error.isUnavailable) return unavailable();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPaymentById(tx, attempt.id);
    if (locked) await applyOutcome(tx, locked, { status: 'failed', failureReason: error.message });
  });
  return new AppError('payment_failed', attempt.method === 'ach' ? MSG.achFailed : error.message || fallback, 422);
}
