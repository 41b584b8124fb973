import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/schemas/milestone-payment';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { ledgerEntries, milestonePayments } from '../../db/schema/milestone-payments';
import { sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/payments';
import { PaymentProviderError } from '../../platform/payment-providers/providers';
import { checkLedger } from './ledger-check';
import { settleTransfer } from './settle-payment';
import { buildAcceptedContract, buildPaymentsTestApp, confirmCard, errorOf, getContract, getPayments, pay, sandboxAch, sandboxCard, setupAch, setupSellerCard } from '../../../test/support/milestone-payments';

describe('money correctness', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  const attemptsOf = (contractId: string, position = 1) =>
    app.ctx.db.select().from(milestonePayments).where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.milestonePosition, position)));
  const entriesOf = (paymentId: string) => app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
  const paidAlerts = async (userId: string) => (await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, userId), eq(alerts.kind, 'milestone_paid')))).length;

  /** A contract the poster may pay by card or by bank transfer. */
  async function bothMethodsContract() {
    const parties = await buildAcceptedContract(app);
    await setupSellerCard(app, parties.bidder);
    await setupAch(app, parties.poster);
    await setupAch(app, parties.bidder);
    return parties;
  }

  async function paidCardContract() {
    const parties = await buildAcceptedContract(app);
    await setupSellerCard(app, parties.bidder);
    return parties;
  }

  it('100 concurrent pay requests for one milestone make one attempt and one payment intent; 10 concurrent confirmations one charge', async () => {
    const { poster, bidder, contractId } = await paidCardContract();
    const responses = await Promise.all(Array.from({ length: 100 }, () => pay(poster, contractId, 1, 'card')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    const bodies = responses.map((r) => r.json());
    expect(new Set(bodies.map((b) => b.payment.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.clientSecret)).size).toBe(1);
    const attempts = await attemptsOf(contractId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.idempotencyKey).toBe(`milestone-pay:${contractId}.1:1`);
    expect(await app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.idempotencyKey, attempts[0]!.idempotencyKey))).toHaveLength(1);

    const confirmations = await Promise.all(Array.from({ length: 10 }, () => confirmCard(poster, bodies[0].clientSecret, '4242424242424242')));
    expect(confirmations.filter((r) => r.statusCode === 200 && r.json().status === 'succeeded')).toHaveLength(1);
    expect((await getContract(bidder, contractId)).totalPaidCents).toBe(30_000);
    expect(await entriesOf(attempts[0]!.id)).toHaveLength(1);
    expect(await paidAlerts(bidder.id)).toBe(1);
  });

  it('a webhook delivered ten times has one effect; lost webhooks are settled by the status read; late and out-of-order ones change nothing', async () => {
    const { poster, bidder, contractId } = await paidCardContract();
    const card = sandboxCard(app);
    const forward = card.webhooks.delivery!;
    const held: Array<{ rawBody: string; signature: string }> = [];
    card.onWebhook(async (rawBody, signature) => void held.push({ rawBody, signature }));
    try {
      const started = (await pay(poster, contractId, 1, 'card')).json();
      await confirmCard(poster, started.clientSecret, '4000000000009995');
      await confirmCard(poster, started.clientSecret, '4242424242424242');
      // the provider took the money but no webhook arrived: the browser's word is not enough...
      expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);
      // ...the server's own read of the provider is
      const status = await bidder.request({ method: 'GET', url: `/api/milestone-payments/${started.payment.id}` });
      expect(status.json()).toMatchObject({ status: 'succeeded', milestoneStatus: 'paid', paidAt: expect.any(String) });
      expect((await getContract(poster, contractId)).totalPaidCents).toBe(30_000);

      // now the held events arrive, the success first, then the older failure, each ten times
      const types = held.map((h) => JSON.parse(h.rawBody).type as string);
      expect(types).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
      for (const event of [held[1]!, held[0]!]) {
        for (let i = 0; i < 10; i++) {
          const response = await app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' }, payload: event.rawBody });
          expect(response.statusCode).toBe(200);
          expect(response.json().outcome).toBe(i === 0 ? 'applied' : 'duplicate');
        }
      }
    } finally {
      card.onWebhook(forward);
    }
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(30_000);
    expect((await getPayments(poster, contractId)).milestones[0]).toMatchObject({ status: 'paid', failureReason: null });
    const [attempt] = await attemptsOf(contractId);
    expect(await entriesOf(attempt!.id)).toHaveLength(1);
    expect(await paidAlerts(bidder.id)).toBe(1);
  });

  it('a provider that does not answer leaves only the stored attempt; the retry re-sends the same key and makes one intent', async () => {
    const { poster, contractId } = await paidCardContract();
    const card = app.ctx.payments.card;
    const original = card.createPaymentIntent.bind(card);
    // the provider made the intent but its answer was lost (time-out after the fact)
    card.createPaymentIntent = async (input) => {
      await original(input);
      throw new PaymentProviderError('no answer', 'simulated time-out', true);
    };
    try {
      expect(errorOf(await pay(poster, contractId, 1, 'card'))).toEqual([503, MSG.providerUnavailable]);
    } finally {
      card.createPaymentIntent = original;
    }
    const [stored] = await attemptsOf(contractId);
    expect(stored).toMatchObject({ attempt: 1, status: 'pending', providerRef: null });
    expect(await entriesOf(stored!.id)).toEqual([]);
    expect((await getPayments(poster, contractId)).milestones[0].status).toBe('unpaid');

    const retried = (await pay(poster, contractId, 1, 'card')).json();
    expect(retried.payment.id).toBe(stored!.id);
    expect(await app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.idempotencyKey, stored!.idempotencyKey))).toHaveLength(1);

    // a definite refusal fails the attempt; the next try is a new attempt with a new key
    const other = await paidCardContract();
    card.createPaymentIntent = async () => {
      throw new PaymentProviderError('Your card was declined.', 'simulated refusal');
    };
    try {
      expect(errorOf(await pay(other.poster, other.contractId, 1, 'card'))).toEqual([422, 'Your card was declined.']);
    } finally {
      card.createPaymentIntent = original;
    }
    expect((await getPayments(other.poster, other.contractId)).milestones[0].status).toBe('failed');
    const next = (await pay(other.poster, other.contractId, 1, 'card')).json();
    expect(next.payment).toMatchObject({ attempt: 2, status: 'pending' });
  });

  it('pays by bank transfer: processing until the transfer completes; a returned transfer goes back to unpaid with the reason', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    const paid = await pay(poster, contractId, 1, 'ach');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: MSG.achSucceeded, clientSecret: null, payment: { status: 'processing', milestoneStatus: 'processing', totalCents: 30_000, feeCents: 0 } });
    expect(errorOf(await pay(poster, contractId, 1, 'ach'))).toEqual([409, MSG.processing]);
    expect((await getPayments(bidder, contractId)).milestones[0].status).toBe('processing');
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);
    const [attempt] = await attemptsOf(contractId);
    await sandboxAch(app).settleTransfer(attempt!.providerRef!);
    expect((await getPayments(bidder, contractId)).milestones[0]).toMatchObject({ status: 'paid', method: 'ach' });
    expect((await getContract(bidder, contractId)).totalPaidCents).toBe(30_000);

    // the bank returns it after all (a late return): unpaid again, total_paid back, the entry reversed
    await app.ctx.db.transaction((tx) => settleTransfer(tx, { id: attempt!.providerRef!, status: 'failed', amountCents: 30_000, failureCode: 'R01', failureReason: 'Insufficient Funds' }));
    expect((await getPayments(bidder, contractId)).milestones[0]).toMatchObject({ status: 'unpaid', failureReason: 'Insufficient Funds' });
    expect(await getContract(poster, contractId)).toMatchObject({ totalPaidCents: 0, milestonesCompleted: 0 });
    expect((await entriesOf(attempt!.id)).map((e) => e.kind).sort()).toEqual(['ach_payment', 'ach_return']);

    // a poster whose bank account returns every transfer (R01)
    const second = await buildAcceptedContract(app);
    await setupAch(app, second.poster, 'platypus-r01');
    await setupAch(app, second.bidder);
    expect((await pay(second.poster, second.contractId, 1, 'ach')).statusCode).toBe(200);
    const [returned] = await attemptsOf(second.contractId);
    await sandboxAch(app).settleTransfer(returned!.providerRef!);
    expect((await getPayments(second.poster, second.contractId)).milestones[0]).toMatchObject({ status: 'unpaid', failureReason: expect.stringContaining('Insufficient') });
    const returnAlerts = await app.ctx.db.select().from(alerts).where(eq(alerts.kind, 'milestone_payment_returned'));
    expect(returnAlerts.filter((a) => a.userId === second.poster.id)[0]?.message).toContain('R01');
    expect(returnAlerts.some((a) => a.userId === second.bidder.id)).toBe(true);
    expect((await pay(second.poster, second.contractId, 1, 'ach')).json().payment.attempt).toBe(2);
  });

  it('a card form left open cannot pay twice: switching to a bank transfer cancels its intent at the provider', async () => {
    const { poster, contractId } = await bothMethodsContract();
    const byCard = (await pay(poster, contractId, 1, 'card')).json();
    const byBank = (await pay(poster, contractId, 1, 'ach')).json();
    expect(byBank.payment).toMatchObject({ attempt: 2, method: 'ach', status: 'processing' });
    const intentId = byCard.clientSecret.split('_secret_')[0];
    expect(await sandboxCard(app).getPaymentIntent(intentId)).toMatchObject({ status: 'canceled' });
    // the old card form is still open: confirming it fails, and nothing is charged
    const late = await confirmCard(poster, byCard.clientSecret, '4242424242424242');
    expect([late.statusCode, late.json().error.message]).toEqual([422, "This PaymentIntent's status is canceled and it cannot be confirmed now."]);
    const cardAttempt = (await attemptsOf(contractId)).find((a) => a.method === 'card')!;
    expect(cardAttempt.status).toBe('canceled');
    expect(await entriesOf(cardAttempt.id)).toEqual([]);
    expect((await getPayments(poster, contractId)).milestones[0]).toMatchObject({ status: 'processing', method: 'ach' });
  });

  it('should the cancel not reach the provider, a late charge on the given-up card attempt is refunded', async () => {
    const { poster, contractId } = await bothMethodsContract();
    const byCard = (await pay(poster, contractId, 1, 'card')).json();
    const card = sandboxCard(app);
    const cancel = vi.spyOn(card, 'cancelPaymentIntent').mockRejectedValueOnce(new PaymentProviderError('no answer', 'simulated time-out', true));
    try {
      expect((await pay(poster, contractId, 1, 'ach')).json().payment).toMatchObject({ attempt: 2, method: 'ach', status: 'processing' });
      expect(cancel).toHaveBeenCalledTimes(1);
    } finally {
      cancel.mockRestore();
    }
    await sandboxAch(app).settleTransfer((await attemptsOf(contractId)).find((a) => a.method === 'ach')!.providerRef!);
    // the old card form is still open and the poster pays with it too
    expect((await confirmCard(poster, byCard.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    await expect.poll(async () => (await app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, byCard.clientSecret.split('_secret_')[0]))).length).toBe(1);
    const cardAttempt = (await attemptsOf(contractId)).find((a) => a.method === 'card')!;
    expect(cardAttempt.status).toBe('refunded');
    expect((await entriesOf(cardAttempt.id)).map((e) => e.kind).sort()).toEqual(['card_payment', 'refund']);
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(30_000);
  });

  it('the books balance and agree with every contract after all of the above', async () => {
    const report = await checkLedger(app.ctx.db);
    expect(report.contractMismatches).toEqual([]);
    expect(report.paymentMismatches).toEqual([]);
    expect(report).toMatchObject({ ok: true, totalCents: 0, unbalancedEntries: [] });
    expect(report.entries).toBeGreaterThan(5);
    const [{ n }] = (await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM milestone_payments WHERE status = 'succeeded'`) as unknown as { rows: Array<{ n: number }> }).rows;
    expect(n).toBe(3);
  });
});
