import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { escrowPayouts } from '../../db/schema/escrow';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { checkLedger } from '../milestone-payments/ledger-check';
import { MASTER_BALANCE_ID } from '../../../test/fakes/fake-dwolla';
import type { TestUser } from '../../../test/factories';
import { buildAcceptedContract, buildPaymentsTestApp, errorOf, getContract } from '../../../test/support/milestone-payments';
import { drainJobs, escrowMilestone, fund, getEscrow, refund, release } from '../../../test/support/escrow';
import { deliverDwollaTransferEvent, linkBankThroughPlaid, requestsTo, startEscrowVendors, type EscrowVendors } from '../../../test/support/escrow-vendors';

const MILESTONE_1 = 30_000;
const MILESTONE_2 = 20_000;
/** A platform fee on bank transfers (0.25% + 50¢), so that the fee's way through Dwolla is checked too. */
const ACH_FEE_ENV = { ACH_FEE_PERCENT_BPS: '25', ACH_FEE_FIXED_CENTS: '50' };

describe("escrow by bank transfer against the fake Dwolla (and Plaid): bank to the platform's balance, balance to bank", () => {
  let vendors: EscrowVendors;
  let app: App;
  beforeAll(async () => {
    vendors = await startEscrowVendors();
    app = await buildPaymentsTestApp({ ...vendors.env, ...ACH_FEE_ENV });
  });
  afterAll(async () => {
    await app?.close();
    await vendors?.stop();
  });

  const dwolla = () => vendors.dwolla;
  const href = (fundingSourceId: string) => ({ href: `${dwolla().url}/funding-sources/${fundingSourceId}` });
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  /** The transfers the app asked Dwolla for since `from` (a count of earlier requests), with their bodies. */
  const transferRequestsSince = (from: number) => requestsTo(dwolla().server, 'POST', '/transfers').slice(from).map((r) => ({ body: JSON.parse(r.rawBody), key: r.headers['idempotency-key'] }));
  const transferRequestCount = () => requestsTo(dwolla().server, 'POST', '/transfers').length;
  const fundingOf = async (contractId: string, position: number) =>
    (await app.ctx.db.select().from(milestonePayments).where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.milestonePosition, position), eq(milestonePayments.purpose, 'fund'))))[0]!;
  const payoutsOf = (contractId: string) => app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));

  /** An accepted contract whose poster and seller both linked a bank through Plaid; their Dwolla funding sources. */
  async function contractWithBanks() {
    const parties = await buildAcceptedContract(app);
    const posterBank = await linkBankThroughPlaid(app, vendors, parties.poster);
    const sellerBank = await linkBankThroughPlaid(app, vendors, parties.bidder);
    return { ...parties, posterCustomer: posterBank.customerId, posterSource: posterBank.fundingSourceId, sellerSource: sellerBank.fundingSourceId };
  }

  /** The quote the poster sees before funding: the platform's fee on a bank transfer, and what a full refund returns. */
  async function achQuote(poster: TestUser, contractId: string, position: number) {
    const { quote, escrow } = (await poster.request({ method: 'GET', url: `/api/contracts/${contractId}/milestones/${position}/quote` })).json();
    const feeCents = quote.total_amount_ach - quote.milestone_amount;
    expect(feeCents).toBeGreaterThan(0);
    return { feeCents, refundCents: escrow.refundAchCents as number };
  }

  /** Dwolla settles its pending transfers (days, in the real world), then sends `topic` for `transferId`. */
  async function bankAnswers(transferId: string, topic: 'customer_transfer_completed' | 'customer_transfer_failed') {
    dwolla().processTransfers();
    const delivered = await deliverDwollaTransferEvent(app, vendors, topic, transferId);
    expect([delivered.statusCode, delivered.json().outcome]).toEqual([200, 'applied']);
  }

  /**
   * 'Fund Milestone' by bank: one transfer of the milestone from the poster's bank into the platform's balance,
   * pending, with the platform's fee as Dwolla's facilitator fee charged to the poster.
   */
  async function fundByBank(parties: Awaited<ReturnType<typeof contractWithBanks>>, position: number, amountCents: number) {
    const { poster, contractId, posterSource, posterCustomer } = parties;
    const { feeCents } = await achQuote(poster, contractId, position);
    const before = transferRequestCount();
    const started = await fund(poster, contractId, position, 'ach');
    expect(started.json()).toMatchObject({ message: ESCROW_MSG.fundingStarted, payment: { status: 'processing', method: 'ach' } });
    const sent = transferRequestsSince(before);
    expect(sent).toEqual([
      {
        body: {
          _links: { source: href(posterSource), destination: href(MASTER_BALANCE_ID) },
          amount: { currency: 'USD', value: dollars(amountCents) },
          fees: [{ _links: { 'charge-to': { href: `${dwolla().url}/customers/${posterCustomer}` } }, amount: { value: dollars(feeCents), currency: 'USD' } }],
        },
        key: `milestone-pay:${contractId}.${position}:1`,
      },
    ]);
    const transferId = (await fundingOf(contractId, position)).providerRef!;
    expect(dwolla().transfers.get(transferId)).toMatchObject({ sourceId: posterSource, destinationId: MASTER_BALANCE_ID, status: 'pending' });
    return { transferId, feeCents };
  }

  it("funds into the platform's balance once Dwolla completes the transfer, and releases from the balance to the seller's bank", async () => {
    expect([app.ctx.payments.ach.kind, app.ctx.payments.bankLink.kind]).toEqual(['dwolla', 'plaid']);
    const parties = await contractWithBanks();
    const { poster, bidder, contractId, sellerSource } = parties;
    // what other tests left pending settles first: the balance is counted from here
    dwolla().processTransfers();
    const balanceAtStart = dwolla().masterBalanceCents();

    const { transferId: fundingTransfer, feeCents } = await fundByBank(parties, 1, MILESTONE_1);
    expect(await escrowMilestone(bidder, contractId, 1)).toMatchObject({ state: 'funding', label: 'Funding (bank transfer pending)', heldCents: 0 });
    expect(errorOf(await release(poster, contractId, 1))).toEqual([409, ESCROW_MSG.fundingPending]);

    await bankAnswers(fundingTransfer, 'customer_transfer_completed');
    // the balance holds the milestone, and the fee Dwolla collected for the platform
    expect(dwolla().masterBalanceCents()).toBe(balanceAtStart + MILESTONE_1 + feeCents);
    for (const side of [poster, bidder]) expect(await escrowMilestone(side, contractId, 1)).toMatchObject({ state: 'funded', label: 'Funded', heldCents: MILESTONE_1, method: 'ach' });
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);

    const before = transferRequestCount();
    const released = await release(poster, contractId, 1);
    expect(released.json()).toMatchObject({ message: ESCROW_MSG.releaseStarted, milestone: { state: 'releasing', label: 'Releasing', heldCents: MILESTONE_1 } });
    // out of the balance (no metadata: Dwolla takes none on a transfer with a balance) to the seller's bank
    expect(transferRequestsSince(before)).toEqual([
      { body: { _links: { source: href(MASTER_BALANCE_ID), destination: href(sellerSource) }, amount: { currency: 'USD', value: '300.00' } }, key: `escrow-release:${contractId}.1:1` },
    ]);
    const [payout] = await payoutsOf(contractId);
    expect(payout).toMatchObject({ kind: 'release', status: 'processing', method: 'ach' });
    expect(dwolla().transfers.get(payout!.providerRef!)).toMatchObject({ sourceId: MASTER_BALANCE_ID, destinationId: sellerSource, status: 'pending', amount: { value: '300.00' } });
    expect(dwolla().masterBalanceCents()).toBe(balanceAtStart + feeCents);

    // the payout's job runs too: it reads the transfer already made, it makes no second one
    await drainJobs(app);
    expect(transferRequestCount()).toBe(before + 1);
    expect(await escrowMilestone(poster, contractId, 1)).toMatchObject({ state: 'releasing' });

    await bankAnswers(payout!.providerRef!, 'customer_transfer_completed');
    expect(await escrowMilestone(bidder, contractId, 1)).toMatchObject({ state: 'released', label: 'Released', heldCents: 0, releasedCents: MILESTONE_1 });
    expect(await getContract(bidder, contractId)).toMatchObject({ totalPaidCents: MILESTONE_1, milestonesCompleted: 1 });
    // Dwolla delivers the event again: one effect
    const again = await deliverDwollaTransferEvent(app, vendors, 'customer_transfer_completed', payout!.providerRef!);
    expect(again.statusCode).toBe(200);
    expect((await getContract(bidder, contractId)).totalPaidCents).toBe(MILESTONE_1);
    const report = await checkLedger(app.ctx.db);
    expect(report.escrowMismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("the seller's refund is a transfer from the balance back to the poster's bank, the platform's fee with it", async () => {
    const parties = await contractWithBanks();
    const { poster, bidder, contractId, posterSource } = parties;
    const { refundCents } = await achQuote(poster, contractId, 2);
    const { transferId, feeCents } = await fundByBank(parties, 2, MILESTONE_2);
    // a bank transfer has no processor fee to keep: the whole milestone and the platform's fee go back
    expect(refundCents).toBe(MILESTONE_2 + feeCents);
    await bankAnswers(transferId, 'customer_transfer_completed');

    const before = transferRequestCount();
    const refunded = await refund(bidder, contractId, 2);
    expect(refunded.json()).toMatchObject({ message: ESCROW_MSG.refundStarted, milestone: { state: 'refunding', label: 'Refunding' } });
    expect(transferRequestsSince(before)).toEqual([
      { body: { _links: { source: href(MASTER_BALANCE_ID), destination: href(posterSource) }, amount: { currency: 'USD', value: dollars(refundCents) } }, key: `escrow-refund:${contractId}.2:1` },
    ]);
    const [payout] = await payoutsOf(contractId);
    await bankAnswers(payout!.providerRef!, 'customer_transfer_completed');
    expect(await getEscrow(poster, contractId)).toMatchObject({ heldCents: 0, refundedCents: MILESTONE_2, releasedCents: 0 });
    expect(await escrowMilestone(poster, contractId, 2)).toMatchObject({ state: 'refunded', label: 'Refunded' });
    expect(await getContract(poster, contractId)).toMatchObject({ totalPaidCents: 0, totalCostCents: MILESTONE_1 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('a bank return (R01) of the funding transfer leaves the milestone Unfunded, nothing held, the ledger clean', async () => {
    const parties = await contractWithBanks();
    const { poster, bidder, contractId, posterSource } = parties;
    // Dwolla's sandbox fails a debit from a funding source named R01; the app names a source after the Plaid account,
    // so the poster's is renamed at the fake (what Dwolla's dashboard does in its sandbox)
    dwolla().fundingSources.get(posterSource)!.name = 'R01';
    dwolla().processTransfers();
    const balanceAtStart = dwolla().masterBalanceCents();

    const { transferId: fundingTransfer } = await fundByBank(parties, 1, MILESTONE_1);
    expect(await escrowMilestone(poster, contractId, 1)).toMatchObject({ state: 'funding' });
    await bankAnswers(fundingTransfer, 'customer_transfer_failed');
    expect(dwolla().transfers.get(fundingTransfer)).toMatchObject({ status: 'failed', failureCode: 'R01' });
    // nothing arrived, and Dwolla charged no fee on the failed transfer
    expect(dwolla().masterBalanceCents()).toBe(balanceAtStart);

    for (const side of [poster, bidder]) expect(await escrowMilestone(side, contractId, 1)).toMatchObject({ state: 'unfunded', label: 'Unfunded', heldCents: 0, method: null });
    expect(await getEscrow(poster, contractId)).toMatchObject({ heldCents: 0, fundedCents: 0 });
    expect(await fundingOf(contractId, 1)).toMatchObject({ status: 'returned', failureCode: 'R01' });
    const told = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, poster.id), eq(alerts.kind, 'milestone_payment_returned')));
    expect(told).toHaveLength(1);
    expect(errorOf(await release(poster, contractId, 1))).toEqual([409, ESCROW_MSG.notFunded]);
    expect(await payoutsOf(contractId)).toEqual([]);
    const report = await checkLedger(app.ctx.db);
    expect(report.escrowMismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
