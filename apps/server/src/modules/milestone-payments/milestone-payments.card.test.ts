import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BID_MSG } from '@homebid/shared/schemas/bid';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import { bidderContractPath, posterContractPath } from '@homebid/shared/web-paths';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/schemas/milestone-payment';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { buildUser } from '../../../test/factories';
import { checkLedger } from './ledger-check';
import { buildAcceptedContract, buildPaymentsTestApp, confirmCard, errorOf, getContract, getPayments, pay, setupAch, setupSellerCard } from '../../../test/support/milestone-payments';

describe('milestone payments by card', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  it('keeps every gate: only the poster, only after acceptance, only an unpaid milestone, only to a seller with an account', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app, { accept: false });
    const quote = (user = poster, position = 1) => user.request({ method: 'GET', url: `/api/contracts/${contractId}/milestones/${position}/quote` });
    expect(errorOf(await quote())).toEqual([409, MSG.notAccepted]);
    expect(errorOf(await pay(poster, contractId, 1, 'card'))).toEqual([409, MSG.notAccepted]);
    await bidder.request({ method: 'POST', url: `/api/contracts/${contractId}/accept` });

    expect(errorOf(await quote(bidder))).toEqual([403, MSG.notPoster]);
    expect(errorOf(await pay(bidder, contractId, 1, 'card'))).toEqual([403, MSG.notPoster]);
    const stranger = await buildUser(app);
    expect(errorOf(await quote(stranger))).toEqual([404, CONTRACT_MSG.notFound]);
    expect(errorOf(await getPaymentsResponse(stranger, contractId))).toEqual([404, CONTRACT_MSG.notFound]);
    expect(errorOf(await quote(poster, 9))).toEqual([404, MSG.milestoneNotFound]);

    // no seller account: the quote says which gate, paying is refused with the spec's words.
    // 30_927 * 2.9% = 896.88 -> 897 + 30 = 927: the seller nets exactly 30_000
    const open = (await quote()).json();
    expect(open).toMatchObject({
      quote: { milestone_amount: 30_000, card_fee: 927, total_amount_card: 30_927, total_amount_ach: 30_000 },
      cardGate: 'seller_setup',
      achGate: 'poster_ach_setup',
      seller: { id: bidder.id, name: bidder.name },
    });
    expect(errorOf(await pay(poster, contractId, 1, 'card'))).toEqual([409, MSG.sellerSetup]);
    expect(errorOf(await pay(poster, contractId, 1, 'ach'))).toEqual([409, MSG.posterAchSetup]);
    await setupAch(app, poster);
    expect(errorOf(await pay(poster, contractId, 1, 'ach'))).toEqual([409, MSG.sellerSetup]);
    await setupSellerCard(app, bidder);
    expect((await quote()).json()).toMatchObject({ cardGate: null, achGate: 'seller_setup' });
    expect(await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.contractId, contractId))).toEqual([]);
  });

  it('pays a milestone: a declined card, then a good one on the same payment; completed only on the provider\'s word', async () => {
    const { poster, bidder, contractId, bidId } = await buildAcceptedContract(app);
    await setupSellerCard(app, bidder);
    const first = await pay(poster, contractId, 1, 'card');
    expect(first.statusCode).toBe(200);
    const started = first.json();
    expect(started).toMatchObject({ clientSecret: expect.stringContaining('_secret_'), cardProvider: 'sandbox', payment: { attempt: 1, status: 'pending', milestoneStatus: 'unpaid', totalCents: 30_927, feeCents: 927 } });
    // a double click: the same attempt, the same payment intent
    const again = (await pay(poster, contractId, 1, 'card')).json();
    expect(again.payment.id).toBe(started.payment.id);
    expect(again.clientSecret).toBe(started.clientSecret);
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);

    const declined = (await confirmCard(poster, started.clientSecret, '4000000000009995')).json();
    expect(declined).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' });
    let payments = await getPayments(poster, contractId);
    expect(payments.milestones[0]).toMatchObject({ position: 1, status: 'failed', failureReason: 'Your card has insufficient funds.', paidAt: null });
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);

    // try again: the same intent, so no second charge is possible
    const retry = (await pay(poster, contractId, 1, 'card')).json();
    expect(retry.payment.id).toBe(started.payment.id);
    expect((await confirmCard(poster, retry.clientSecret, '4242424242424242')).json().status).toBe('succeeded');

    for (const user of [poster, bidder]) {
      const contract = await getContract(user, contractId);
      expect(contract).toMatchObject({ totalPaidCents: 30_000, remainingCents: 20_000, milestonesCompleted: 1, milestonesTotal: 2 });
      expect(contract.milestones[0]).toMatchObject({ completed: true, posterPaid: true, bidderReceived: true });
      expect(contract.milestones[1]).toMatchObject({ completed: false, posterPaid: false });
      payments = await getPayments(user, contractId);
      expect(payments.milestones[0]).toMatchObject({ status: 'paid', method: 'card', failureReason: null, paidAt: expect.any(String) });
      expect(payments.milestones[1]).toMatchObject({ status: 'unpaid', paidAt: null });
    }
    expect(errorOf(await pay(poster, contractId, 1, 'card'))).toEqual([409, MSG.alreadyPaid]);
    // a contract with a paid milestone cannot be withdrawn (as before)
    expect(errorOf(await bidder.request({ method: 'POST', url: `/api/contracts/${contractId}/withdraw` }))).toEqual([409, BID_MSG.paidContract]);

    // each side is told in its own words, with a link to its own page of the contract
    const told = async (userId: string) =>
      (await app.ctx.db.select().from(alerts).where(eq(alerts.userId, userId))).filter((a) => a.kind.startsWith('milestone_')).map((a) => [a.kind, a.message, a.link]);
    expect(await told(bidder.id)).toEqual([['milestone_paid', 'Milestone 1 was paid: $300.00 is on its way to you.', bidderContractPath(bidId)]]);
    expect((await told(poster.id)).sort()).toEqual([
      ['milestone_paid', 'Your payment of $309.27 for milestone 1 went through by card.', posterContractPath(contractId)],
      ['milestone_payment_failed', 'Your payment for milestone 1 did not go through: Your card has insufficient funds.', posterContractPath(contractId)],
    ]);
    const report = await checkLedger(app.ctx.db);
    expect(report).toMatchObject({ ok: true, totalCents: 0 });
  });

  it('handles extra authentication, a failed authentication and a card that stays processing', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupSellerCard(app, bidder);
    const started = (await pay(poster, contractId, 1, 'card')).json();
    expect((await confirmCard(poster, started.clientSecret, '4000002500003155')).json().status).toBe('requires_action');
    expect((await getPayments(poster, contractId)).milestones[0].status).toBe('unpaid');
    const authenticate = (approve: boolean) =>
      poster.request({ method: 'POST', url: `/api/payments/sandbox/payment-intents/${started.clientSecret.split('_secret_')[0]}/authenticate`, payload: { clientSecret: started.clientSecret, approve } });
    expect((await authenticate(false)).json().status).toBe('requires_payment_method');
    expect((await getPayments(poster, contractId)).milestones[0].status).toBe('failed');
    expect((await confirmCard(poster, started.clientSecret, '4000002500003155')).json().status).toBe('requires_action');
    expect((await authenticate(true)).json().status).toBe('succeeded');
    expect((await getPayments(poster, contractId)).milestones[0].status).toBe('paid');

    const second = (await pay(poster, contractId, 2, 'card')).json();
    expect((await confirmCard(poster, second.clientSecret, '4000000000007726')).json().status).toBe('processing');
    expect((await getPayments(bidder, contractId)).milestones[1].status).toBe('processing');
    expect(errorOf(await pay(poster, contractId, 2, 'card'))).toEqual([409, MSG.processing]);
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(30_000);
    expect(await app.ctx.db.select().from(milestonePayments).where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.milestonePosition, 2)))).toHaveLength(1);
  });
});

const getPaymentsResponse = (user: { request: (o: { method: 'GET'; url: string }) => ReturnType<typeof pay> }, contractId: string) =>
  user.request({ method: 'GET', url: `/api/contracts/${contractId}/payments` });
