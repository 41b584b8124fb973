import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { sandboxCardTransfers, sandboxTransfers } from '../../db/schema/payments';
import { lockDispute, settleDispute } from '../disputes/dispute-settlement';
import { checkLedger } from '../milestone-payments/ledger-check';
import { buildFundedContract, escrowRow, openDisputeId, payoutsOf } from '../../../test/support/disputes';
import { fund, getEscrow } from '../../../test/support/escrow';
import { buildAcceptedContract, buildPaymentsTestApp, getContract, sandboxAch, setupAch } from '../../../test/support/milestone-payments';
import { runPayouts } from './escrow-payouts';
import { lockEscrowMilestone } from './escrow-milestone';
import { settleHeldMilestone } from './escrow-settlement';

// A settlement's payouts run twice at once: the request that settled runs them after its commit, and their job, moved
// to pg-boss by the same commit's NOTIFY, is fetched at once by a worker that takes jobs back to back. Both calls carry
// the payout's idempotency key, so the provider must answer the second with the first's transfer. The sandbox checked
// the key, then the money under its lock: the second call, having waited for that lock, found the money spent by the
// first and refused ('insufficient funds'); the payout then read failed, took a new key and dropped the first
// transfer's id, so that transfer's completion was never applied and every retry was refused again (the e2e's
// bank-transfer split that never completed once jobs ran back to back), or, with enough in the balance, paid twice.

const silent = { warn: () => undefined };

describe('a payout run by its request and its job at once', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  const retryAlerts = (userId: string) => app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, userId), like(alerts.title, '%failed, retrying')));
  const requestAndJob = (ids: string[]) => Promise.all([runPayouts(app.ctx, silent, ids), runPayouts(app.ctx, silent, ids)]);

  it('bank transfer: a split makes one transfer per payout out of the balance and completes', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    await fund(poster, contractId, 2, 'ach');
    const [funding] = await app.ctx.db.select().from(sandboxTransfers).where(sql`${sandboxTransfers.metadata}->>'contractId' = ${contractId}`);
    await sandboxAch(app).settleTransfer(funding!.id);
    const disputeId = await openDisputeId(bidder, contractId, 2);

    // the accepted split's transaction, as the request commits it
    const ids = await app.ctx.db.transaction(async (tx) => settleDispute(tx, await lockDispute(tx, { id: disputeId, contractId, milestonePosition: 2 }), { releaseCents: 15_000, how: 'agreement' }));
    await requestAndJob(ids);

    const payouts = await payoutsOf(app, contractId, 2);
    expect(payouts.map((p) => [p.kind, p.status, p.attempt]).sort()).toEqual([['refund', 'processing', 1], ['release', 'processing', 1]]);
    const out = await app.ctx.db.select().from(sandboxTransfers).where(sql`${sandboxTransfers.metadata}->>'payoutId' IN ${payouts.map((p) => p.id)}`);
    expect(out.map((t) => t.amountCents).sort((a, b) => a - b)).toEqual([5_000, 15_000]);
    expect(out.map((t) => t.id).sort()).toEqual(payouts.map((p) => p.providerRef).sort());

    // the bank settles both transfers: the split completes, the seller is paid $150
    for (const transfer of out) await sandboxAch(app).settleTransfer(transfer.id);
    expect(await escrowRow(app, contractId, 2)).toMatchObject({ state: 'split', releasedCents: 15_000, refundedCents: 5_000, heldCents: 0 });
    expect((await getContract(bidder, contractId)).totalPaidCents).toBe(15_000);
    expect(await getEscrow(bidder, contractId)).toMatchObject({ heldCents: 0 });
    expect([...(await retryAlerts(poster.id)), ...(await retryAlerts(bidder.id))]).toEqual([]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('the sandbox bank answers the same key twice at once with one transfer out of the balance, as Dwolla does', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster);
    const sellerBank = await setupAch(app, bidder);
    await fund(poster, contractId, 1, 'ach');
    const [funding] = await app.ctx.db.select().from(sandboxTransfers).where(sql`${sandboxTransfers.metadata}->>'contractId' = ${contractId}`);
    await sandboxAch(app).settleTransfer(funding!.id);
    const { fundingSourceId } = await sandboxAch(app).getPlatformBalance();
    const input = { sourceFundingSourceId: fundingSourceId, destinationFundingSourceId: sellerBank, amountCents: 30_000, metadata: { contractId }, idempotencyKey: `race-test:${contractId}` };
    // the first call takes all that this milestone brought in; the second, with the same key, must not be refused for it
    const [first, second] = await Promise.all([sandboxAch(app).createTransfer(input), sandboxAch(app).createTransfer(input)]);
    expect(second.id).toBe(first.id);
    expect(await app.ctx.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey))).toHaveLength(1);
  });

  it('card: a release makes one transfer to the seller and completes once', async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const ids = await app.ctx.db.transaction(async (tx) => settleHeldMilestone(tx, await lockEscrowMilestone(tx, contractId, 1), 'release', 30_000));
    await requestAndJob(ids);

    const [payout] = await payoutsOf(app, contractId, 1);
    expect(payout).toMatchObject({ kind: 'release', status: 'succeeded', attempt: 1 });
    const transfers = await app.ctx.db.select().from(sandboxCardTransfers).where(eq(sandboxCardTransfers.transferGroup, contractId));
    expect(transfers.map((t) => [t.id, t.amountCents])).toEqual([[payout!.providerRef, 30_000]]);
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'released', releasedCents: 30_000, heldCents: 0 });
    expect((await getContract(bidder, contractId)).totalPaidCents).toBe(30_000);
    expect([...(await retryAlerts(poster.id)), ...(await retryAlerts(bidder.id))]).toEqual([]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
