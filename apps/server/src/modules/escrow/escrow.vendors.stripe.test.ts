import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import type { App } from '../../app';
import { escrowPayouts } from '../../db/schema/escrow';
import { paymentProfiles } from '../../db/schema/payments';
import { checkLedger } from '../milestone-payments/ledger-check';
import { executePayout } from './escrow-payouts';
import { parseFormBody } from '../../../test/fakes/fake-http';
import type { TestUser } from '../../../test/factories';
import { buildAcceptedContract, buildPaymentsTestApp, getContract } from '../../../test/support/milestone-payments';
import { drainJobs, escrowMilestone, fund, refund, release } from '../../../test/support/escrow';
import { deliverStripeEvent, onboardAtStripe, requestsTo, startEscrowVendors, type EscrowVendors } from '../../../test/support/escrow-vendors';

// the contract of buildAcceptedContract: $300 and $200; by card the poster pays each grossed up for Stripe's fee
const MILESTONE_1 = 30_000;
const MILESTONE_2 = 20_000;
/** Stripe's standard US card pricing, 2.9% + 30¢ of the charge, as Stripe computes it (not as the app does). */
const stripeFeeOf = (chargedCents: number) => Math.round(chargedCents * 0.029) + 30;

describe('escrow by card against the fake Stripe: separate charges and transfers', () => {
  let vendors: EscrowVendors;
  let app: App;
  beforeAll(async () => {
    vendors = await startEscrowVendors();
    app = await buildPaymentsTestApp(vendors.env);
  });
  afterAll(async () => {
    await app?.close();
    await vendors?.stop();
  });

  const intentOf = (id: string) => vendors.stripe.intents.get(id)!;
  const transfersFrom = (chargeId: string) => [...vendors.stripe.transfers.values()].filter((t) => t.source_transaction === chargeId);
  const transferRequestsFrom = (chargeId: string) => requestsTo(vendors.stripe.server, 'POST', '/v1/transfers').filter((r) => parseFormBody(r.rawBody).source_transaction === chargeId);
  const payoutsOf = (contractId: string) => app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));

  /** An accepted contract whose seller onboarded at Stripe; returns the seller's connected account too. */
  async function contractWithStripeSeller() {
    const parties = await buildAcceptedContract(app);
    await onboardAtStripe(parties.bidder);
    const [profile] = await app.ctx.db.select({ cardAccountId: paymentProfiles.cardAccountId }).from(paymentProfiles).where(eq(paymentProfiles.userId, parties.bidder.id));
    return { ...parties, sellerAccountId: profile!.cardAccountId! };
  }

  /** 'Fund Milestone' by card: the app creates the intent, Stripe.js confirms it, Stripe's webhook arrives. */
  async function fundAtStripe(poster: TestUser, contractId: string, position: number) {
    const started = await fund(poster, contractId, position, 'card');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ message: ESCROW_MSG.fundMilestone, cardProvider: 'stripe', payment: { method: 'card', status: 'pending' } });
    const intentId = String(started.json().clientSecret).split('_secret_')[0]!;
    await vendors.browserStripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    // the browser's word is not enough: nothing is held until Stripe's event says the charge succeeded
    expect(await escrowMilestone(poster, contractId, position)).toMatchObject({ state: 'unfunded', heldCents: 0 });
    const delivered = await deliverStripeEvent(app, vendors, 'payment_intent.succeeded', intentId);
    expect([delivered.statusCode, delivered.json().outcome]).toEqual([200, 'applied']);
    const chargeId = String(intentOf(intentId).latest_charge);
    return { intentId, chargeId };
  }

  it("funds by a charge held on the platform with the contract's transfer group, and releases by a Transfer from that charge", async () => {
    expect(app.ctx.payments.card.kind).toBe('stripe');
    const { poster, bidder, contractId, sellerAccountId } = await contractWithStripeSeller();
    const quote = (await poster.request({ method: 'GET', url: `/api/contracts/${contractId}/milestones/1/quote` })).json();
    const charged = quote.quote.total_amount_card as number;

    const { intentId, chargeId } = await fundAtStripe(poster, contractId, 1);
    // a separate charge: on the platform's balance, tied to the contract, with nothing for the seller yet
    const created = requestsTo(vendors.stripe.server, 'POST', '/v1/payment_intents').find((r) => parseFormBody(r.rawBody).transfer_group === contractId)!;
    expect(created.rawBody).not.toMatch(/transfer_data|application_fee_amount/);
    expect(parseFormBody(created.rawBody)).toMatchObject({ amount: String(charged), currency: 'usd', transfer_group: contractId });
    expect(created.headers['idempotency-key']).toBe(`milestone-pay:${contractId}.1:1`);
    expect(intentOf(intentId)).toMatchObject({ status: 'succeeded', amount: charged, transfer_group: contractId, transfer_data: null, application_fee_amount: null });
    expect(vendors.stripe.charges.get(chargeId)).toMatchObject({ amount: charged, transfer_group: contractId, transfer_data: null });
    expect(transfersFrom(chargeId)).toEqual([]);
    for (const side of [poster, bidder]) expect(await escrowMilestone(side, contractId, 1)).toMatchObject({ state: 'funded', label: 'Funded', heldCents: MILESTONE_1, method: 'card' });
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);

    const released = await release(poster, contractId, 1);
    expect(released.json()).toMatchObject({ message: ESCROW_MSG.released, milestone: { state: 'released', label: 'Released', heldCents: 0, releasedCents: MILESTONE_1 } });
    const sent = transferRequestsFrom(chargeId);
    expect(sent).toHaveLength(1);
    expect(parseFormBody(sent[0]!.rawBody)).toMatchObject({ amount: String(MILESTONE_1), currency: 'usd', destination: sellerAccountId, source_transaction: chargeId, transfer_group: contractId });
    expect(sent[0]!.headers['idempotency-key']).toBe(`escrow-release:${contractId}.1:1`);
    const [transfer] = transfersFrom(chargeId);
    expect(transfer).toMatchObject({ amount: MILESTONE_1, destination: sellerAccountId, transfer_group: contractId, amount_reversed: 0 });
    // what the seller received is the milestone; the platform keeps what Stripe's fee left of the charge (nothing is refunded)
    expect(vendors.stripe.charges.get(chargeId)).toMatchObject({ amount_refunded: 0 });
    expect(await getContract(bidder, contractId)).toMatchObject({ totalPaidCents: MILESTONE_1, milestonesCompleted: 1 });
    const [payout] = await payoutsOf(contractId);
    expect(payout).toMatchObject({ kind: 'release', status: 'succeeded', attempt: 1, providerRef: transfer!.id });

    // the release again: its job (enqueued with the settlement) and the payout run once more make no second transfer
    await drainJobs(app);
    await executePayout(app.ctx, app.log, payout!.id);
    expect(transferRequestsFrom(chargeId)).toHaveLength(1);
    expect(transfersFrom(chargeId)).toHaveLength(1);
    expect(await getContract(bidder, contractId)).toMatchObject({ totalPaidCents: MILESTONE_1, milestonesCompleted: 1 });

    const report = await checkLedger(app.ctx.db);
    expect(report.escrowMismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("the seller's refund of a funded milestone is a Stripe refund of its charge, all but Stripe's fee, under its own key", async () => {
    const { poster, bidder, contractId } = await contractWithStripeSeller();
    const quote = (await poster.request({ method: 'GET', url: `/api/contracts/${contractId}/milestones/2/quote` })).json();
    const { intentId, chargeId } = await fundAtStripe(poster, contractId, 2);
    const charged = intentOf(intentId).amount as number;
    const backToPoster = charged - stripeFeeOf(charged);
    // what the quote promised before funding
    expect(backToPoster).toBe(quote.escrow.refundCardCents);

    const refunded = await refund(bidder, contractId, 2);
    expect(refunded.json()).toMatchObject({ message: ESCROW_MSG.refunded, milestone: { state: 'refunded', label: 'Refunded', heldCents: 0, refundedCents: MILESTONE_2 } });
    const sent = requestsTo(vendors.stripe.server, 'POST', '/v1/refunds').filter((r) => parseFormBody(r.rawBody).payment_intent === intentId);
    expect(sent).toHaveLength(1);
    // a separate charge is refunded from the platform's balance: no transfer to reverse, no application fee
    expect(parseFormBody(sent[0]!.rawBody)).toEqual({ payment_intent: intentId, amount: String(backToPoster) });
    expect(sent[0]!.headers['idempotency-key']).toBe(`escrow-refund:${contractId}.2:1`);
    const atStripe = [...vendors.stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({ amount: backToPoster, charge: chargeId, status: 'succeeded' });
    expect(vendors.stripe.charges.get(chargeId)).toMatchObject({ amount_refunded: backToPoster, refunded: false });
    expect(transfersFrom(chargeId)).toEqual([]);

    // refunded, the milestone no longer counts toward the contract: $500 is now $300, nothing paid
    expect(await getContract(poster, contractId)).toMatchObject({ totalPaidCents: 0, totalCostCents: MILESTONE_1 });
    expect(await escrowMilestone(poster, contractId, 2)).toMatchObject({ state: 'refunded', refundedCents: MILESTONE_2 });
    const [payout] = await payoutsOf(contractId);
    await executePayout(app.ctx, app.log, payout!.id);
    expect(requestsTo(vendors.stripe.server, 'POST', '/v1/refunds').filter((r) => parseFormBody(r.rawBody).payment_intent === intentId)).toHaveLength(1);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('a Transfer whose answer is lost on the way back is retried under the same key: Stripe makes one, the seller is paid once', async () => {
    const { poster, bidder, contractId } = await contractWithStripeSeller();
    const { chargeId } = await fundAtStripe(poster, contractId, 1);

    // Stripe makes the transfer, but no answer reaches the app (nor the SDK's own retries)
    vendors.stripeRelay.dropAnswer = ({ method, path }) => method === 'POST' && path === '/v1/transfers';
    let started;
    try {
      started = await release(poster, contractId, 1);
    } finally {
      vendors.stripeRelay.dropAnswer = () => false;
    }
    expect(started.json()).toMatchObject({ message: ESCROW_MSG.releaseStarted, milestone: { state: 'releasing', label: 'Release failed, retrying', payoutProblem: 'release' } });
    expect(transfersFrom(chargeId)).toHaveLength(1);
    const [failed] = await payoutsOf(contractId);
    // no answer is not a refusal: the key is kept, as the transfer may exist
    expect(failed).toMatchObject({ status: 'failed', attempt: 1, idempotencyKey: `escrow-release:${contractId}.1:1` });

    // the payout's retry job, once due, asks again under the same key: Stripe answers with the transfer it made
    await app.ctx.db.update(escrowPayouts).set({ nextAttemptAt: new Date() }).where(eq(escrowPayouts.id, failed!.id));
    await app.ctx.jobs.runDueJobs();
    await app.ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'escrow-payout' AND state IN ('created', 'retry')`);
    await drainJobs(app);
    expect(await escrowMilestone(bidder, contractId, 1)).toMatchObject({ state: 'released', label: 'Released', payoutProblem: null, releasedCents: MILESTONE_1 });
    const made = transfersFrom(chargeId);
    expect(made).toHaveLength(1);
    const sent = transferRequestsFrom(chargeId);
    expect(sent.length).toBeGreaterThan(1);
    expect(new Set(sent.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`escrow-release:${contractId}.1:1`]));
    const [done] = await payoutsOf(contractId);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 1, providerRef: made[0]!.id });
    expect(await getContract(bidder, contractId)).toMatchObject({ totalPaidCents: MILESTONE_1, milestonesCompleted: 1 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
