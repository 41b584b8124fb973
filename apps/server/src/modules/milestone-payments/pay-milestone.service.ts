import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_ATTEMPT_STATUSES, type PaymentMethod } from '@homebid/shared/domain/milestone-payment';
import { computeRefund } from '@homebid/shared/domain/escrow';
import { computePaymentQuote, computeProviderFee, type FeeSchedule, type PaymentQuote } from '@homebid/shared/domain/payment-fees';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MILESTONE_PAYMENT_MSG as MSG, type PayMilestoneResponse, type PaymentQuoteResponse } from '@homebid/shared/schemas/milestone-payment';
import { builtOnce } from '../../db/prepared';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { AppError, conflict } from '../../platform/errors';
import { callProvider } from '../../platform/payment-providers/call-provider';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import { PaymentProviderError, type AchTransfer, type CardPaymentIntent } from '../../platform/payment-providers/providers';
import type { MilestonePaymentsContext } from './milestone-payments-context';
import { findPayableMilestone, listAttempts, milestoneRef, type Payment, type PaymentPurpose } from './payable-milestone';
import type { PaymentParties } from './payment-parties';
import { toPaymentView } from './payment-view';
import { applyOutcome, lockPaymentById, setProviderRef, settleCardIntent, settleTransfer } from './settle-payment';
import { cancelSupersededIntent, findCancelableCardAttempt } from './supersede-card-attempt';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** The spec's payment quote for a milestone the poster may pay, with the gate (if any) of each method. */
export async function getPaymentQuote(ctx: MilestonePaymentsContext, userId: string, contractId: string, position: number): Promise<PaymentQuoteResponse> {
  const { contract, milestone, parties } = await findPayableMilestone(ctx.db, userId, contractId, position);
  const amount = Number(milestone.amountCents);
  const quote = computePaymentQuote(amount, ctx.config.feeSchedule);
  const fullRefund = (method: PaymentMethod) => {
    const { fee, providerFee } = chargeOf(quote, method, ctx.config.feeSchedule);
    return computeRefund({ milestoneAmountCents: amount, feeCents: fee, providerFeeCents: providerFee }, 0).totalRefundCents;
  };
  return {
    contractId,
    milestonePosition: position,
    quote,
    escrow: { enabled: ctx.config.escrow.enabled, refundCardCents: fullRefund('card'), refundAchCents: fullRefund('ach') },
    cardGate: findGate(parties, 'card'),
    achGate: findGate(parties, 'ach'),
    seller: { id: contract.bidderId, name: parties.sellerName },
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

/** What a charge of `method` costs the poster above the milestone, and the provider's part of it. */
function chargeOf(quote: PaymentQuote, method: PaymentMethod, schedule: FeeSchedule) {
  const total = method === 'card' ? quote.total_amount_card : quote.total_amount_ach;
  const fee = total - quote.milestone_amount;
  const providerFee = method === 'card' ? Math.min(fee, computeProviderFee(total, schedule.cardPercentBps, schedule.cardFixedCents)) : 0;
  return { total, fee, providerFee };
}

/**
 * Pays a milestone ('Mark as Completed & Pay', purpose 'pay') or funds it into escrow ('Fund Milestone', purpose
 * 'fund': the same quote, gates and messages, but the charge lands on the platform and is held). The attempt and its
 * idempotency key are committed before the provider is called; a second request (double click, retry, 100 at once)
 * finds that attempt and repeats the same call with the same key, so the provider makes one payment. The milestone is
 * completed (or funded) later, on the provider's word only (webhook or status read), never here on the browser's.
 */
export async function payMilestone(
  ctx: MilestonePaymentsContext,
  log: Log,
  userId: string,
  contractId: string,
  position: number,
  method: PaymentMethod,
  purpose: PaymentPurpose = 'pay',
): Promise<PayMilestoneResponse> {
  if (purpose === 'fund' && !ctx.config.escrow.enabled) throw new AppError('escrow_off', ESCROW_MSG.escrowOff, 404);
  const { parties } = await findPayableMilestone(ctx.db, userId, contractId, position, { purpose });
  assertGateOpen(parties, method);
  const cancelable = await findCancelableCardAttempt(ctx, log, contractId, position, { method, purpose });
  const { attempt, superseded } = await storeAttempt(ctx, userId, contractId, position, method, purpose, cancelable);
  if (superseded) await cancelSupersededIntent(ctx, log, superseded);
  if (attempt.method === 'card') {
    const intent = await callCard(ctx, log, attempt, parties);
    const settled = await ctx.db.transaction((tx) => settleCardIntent(tx, intent));
    return {
      message: purpose === 'fund' ? ESCROW_MSG.fundMilestone : MSG.markAsCompletedAndPay,
      payment: await toPaymentView(ctx.db, settled?.payment ?? attempt),
      clientSecret: intent.clientSecret,
      cardProvider: ctx.payments.card.kind,
      stripePublishableKey: ctx.config.STRIPE_PUBLISHABLE_KEY ?? null,
    };
  }
  const transfer = await callAch(ctx, log, attempt, parties);
  const settled = await ctx.db.transaction(async (tx) => {
    await setProviderRef(tx, { providerRef: transfer.id, paymentId: attempt.id });
    return settleTransfer(tx, transfer);
  });
  const payment = settled?.payment ?? attempt;
  if (payment.status === 'failed') throw new AppError('payment_failed', MSG.achFailed, 422);
  return { message: purpose === 'fund' ? ESCROW_MSG.fundingStarted : MSG.achSucceeded, payment: await toPaymentView(ctx.db, payment), clientSecret: null, cardProvider: ctx.payments.card.kind, stripePublishableKey: null };
}

/**
 * Phase 1: the attempt, committed before any provider call (or the live one, resumed with its own key). A pending
 * card attempt given up for this one is canceled in the same transaction and returned as `superseded`.
 */
async function storeAttempt(
  ctx: MilestonePaymentsContext,
  userId: string,
  contractId: string,
  position: number,
  method: PaymentMethod,
  purpose: PaymentPurpose,
  cancelable: string | undefined,
): Promise<{ attempt: Payment; superseded?: Payment }> {
  return ctx.db.transaction(async (tx) => {
    const { contract, milestone } = await findPayableMilestone(tx, userId, contractId, position, { lock: true, purpose });
    const attempts = await listAttempts(tx, contractId, position);
    const live = attempts.find((a) => LIVE_ATTEMPT_STATUSES.includes(a.status));
    if (live?.status === 'succeeded') throw conflict(MSG.alreadyPaid, 'milestone_paid');
    if (live?.status === 'processing') throw conflict(MSG.processing, 'payment_processing');
    if (live && live.method === method && live.purpose === purpose) return { attempt: live };
    if (live && live.id !== cancelable) throw conflict(MSG.processing, 'payment_processing');
    if (live) await tx.update(milestonePayments).set({ status: 'canceled', updatedAt: new Date() }).where(eq(milestonePayments.id, live.id));

    const amount = Number(milestone.amountCents);
    const { total, fee, providerFee } = chargeOf(computePaymentQuote(amount, ctx.config.feeSchedule), method, ctx.config.feeSchedule);
    const next = Math.max(0, ...attempts.map((a) => a.attempt)) + 1;
    const [created] = await insertAttempt(tx, {
      contractId,
      milestonePosition: position,
      attempt: next,
      method,
      purpose,
      idempotencyKey: buildIdempotencyKey('milestone-pay', milestoneRef(contractId, position), next),
      payerId: contract.posterId,
      payeeId: contract.bidderId,
      milestoneAmountCents: amount,
      feeCents: fee,
      totalCents: total,
      providerFeeCents: providerFee,
    });
    return { attempt: created!, ...(live ? { superseded: live } : {}) };
  });
}

// every payment's attempt: built once, named (db/prepared.ts builtOnce)
const insertAttempt = builtOnce((db) =>
  db
    .insert(milestonePayments)
    .values({
      contractId: sql.placeholder('contractId'),
      milestonePosition: sql.placeholder('milestonePosition'),
      attempt: sql.placeholder('attempt'),
      method: sql.placeholder('method'),
      purpose: sql.placeholder('purpose'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      payerId: sql.placeholder('payerId'),
      payeeId: sql.placeholder('payeeId'),
      milestoneAmountCents: sql.placeholder('milestoneAmountCents'),
      feeCents: sql.placeholder('feeCents'),
      totalCents: sql.placeholder('totalCents'),
      providerFeeCents: sql.placeholder('providerFeeCents'),
    })
    .returning()
    .prepare('insert_payment_attempt'),
);

/**
 * Phase 2 for a card: the payment intent under the attempt's stored key. A provider that does not answer leaves
 * the attempt pending (the next request re-sends the same key); a refusal fails the attempt.
 */
async function callCard(ctx: MilestonePaymentsContext, log: Log, attempt: Payment, parties: PaymentParties): Promise<CardPaymentIntent> {
  return callProvider(
    log,
    () => {
      if (attempt.providerRef) return ctx.payments.card.getPaymentIntent(attempt.providerRef);
      return ctx.payments.card.createPaymentIntent({
        amountCents: Number(attempt.totalCents),
        // funding is a separate charge on the platform, held for the contract (its transfer group) until release
        ...(attempt.purpose === 'fund'
          ? { transferGroup: attempt.contractId }
          : { destination: { accountId: parties.sellerCardAccountId!, applicationFeeCents: Number(attempt.feeCents) } }),
        description: `Milestone ${attempt.milestonePosition} of contract ${attempt.contractId}`,
        metadata: paymentMetadata(attempt),
        idempotencyKey: attempt.idempotencyKey,
      });
    },
    { unavailable: MSG.providerUnavailable, refused: (error) => failAttempt(ctx, attempt, error.message || MSG.cardOther, error.message) },
  );
}

/** Phase 2 for a bank transfer, as for a card; a refusal is the spec's 'Payment Failed'. */
async function callAch(ctx: MilestonePaymentsContext, log: Log, attempt: Payment, parties: PaymentParties): Promise<AchTransfer> {
  return callProvider(
    log,
    async () => {
      if (attempt.providerRef) return ctx.payments.ach.getTransfer(attempt.providerRef);
      // The seller's bank receives the milestone amount; the fee is a separate facilitator fee charged to the poster and
      // collected by the platform, so each bank statement shows what the ledger books (ledger.ts).
      const feeCents = Number(attempt.feeCents);
      // funding goes into the platform's own balance (bank to balance takes days); paying goes to the seller's bank
      const destination = attempt.purpose === 'fund' ? (await ctx.payments.ach.getPlatformBalance()).fundingSourceId : parties.sellerFundingSourceId!;
      return ctx.payments.ach.createTransfer({
        sourceFundingSourceId: parties.posterFundingSourceId!,
        destinationFundingSourceId: destination,
        amountCents: Number(attempt.milestoneAmountCents),
        ...(feeCents > 0 ? { fee: { amountCents: feeCents, chargeToCustomerId: requirePosterCustomer(parties) } } : {}),
        metadata: paymentMetadata(attempt),
        idempotencyKey: attempt.idempotencyKey,
      });
    },
    { unavailable: MSG.providerUnavailable, refused: (error) => failAttempt(ctx, attempt, MSG.achFailed, error.message) },
  );
}

function requirePosterCustomer(parties: PaymentParties): string {
  if (!parties.posterAchCustomerId) throw new PaymentProviderError(MSG.achFailed, 'ach fee: the poster has no bank-transfer customer to charge it to');
  return parties.posterAchCustomerId;
}

const paymentMetadata = (a: Payment) => ({ paymentId: a.id, contractId: a.contractId, milestonePosition: String(a.milestonePosition), attempt: String(a.attempt) });

/** A definite refusal fails the attempt (with the provider's reason) and answers with `message`. */
async function failAttempt(ctx: MilestonePaymentsContext, attempt: Payment, message: string, reason: string): Promise<AppError> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPaymentById(tx, attempt.id);
    if (locked) await applyOutcome(tx, locked, { status: 'failed', failureReason: reason });
  });
  return new AppError('payment_failed', message, 422);
}
