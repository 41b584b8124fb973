import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { formatEasternDateTime } from '@homebid/shared/dates';
import { bidderContractPath, posterContractPath } from '@homebid/shared/web-paths';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import { END_CONTRACT_MSG } from '@homebid/shared/schemas/contract-end';
import { MILESTONE_PAYMENT_MSG } from '@homebid/shared/schemas/milestone-payment';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { escrowMilestones, escrowPayouts } from '../../db/schema/escrow';
import { ledgerEntries, milestonePayments } from '../../db/schema/milestone-payments';
import { PaymentProviderError } from '../../platform/payment-providers/providers';
import { checkLedger } from '../milestone-payments/ledger-check';
import { buildAcceptedContract, buildPaymentsTestApp, errorOf, getContract, pay, sandboxCard, setupSellerCard } from '../../../test/support/milestone-payments';
import { openDisputeAs } from '../../../test/support/disputes';
import { buildUser } from '../../../test/factories';
import { runEscrowTimer } from './escrow.jobs';
import { readEscrowMilestone } from './escrow-view';
import { drainJobs, escrowMilestone, fund, fundByCard, getEscrow, refund, release, requestChanges, submit } from '../../../test/support/escrow';

// $300 milestone by card: 30_927 charged (2.9% + 30¢ grossed up), Stripe's fee 927 of it (897 + 30), platform fee 0
const MILESTONE = 30_000;
const CARD_TOTAL = 30_927;

describe('escrow by card', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  async function fundedContract() {
    const parties = await buildAcceptedContract(app);
    await setupSellerCard(app, parties.bidder);
    await fundByCard(parties.poster, parties.contractId, 1);
    return parties;
  }

  it('funds a milestone into escrow: a separate charge held by the platform, the same quote, Funded for both sides', async () => {
    const { poster, bidder, contractId, bidId } = await buildAcceptedContract(app);
    expect(errorOf(await fund(bidder, contractId, 1, 'card'))).toEqual([403, ESCROW_MSG.onlyPosterFunds]);
    // an escrow action on a milestone the contract does not have, or by someone not on the contract: 404, nothing moves
    expect(errorOf(await release(poster, contractId, 9))).toEqual([404, MILESTONE_PAYMENT_MSG.milestoneNotFound]);
    expect(errorOf(await release(await buildUser(app), contractId, 1))).toEqual([404, CONTRACT_MSG.notFound]);
    await setupSellerCard(app, bidder);
    const quote = (await poster.request({ method: 'GET', url: `/api/contracts/${contractId}/milestones/1/quote` })).json();
    // a full refund gives back everything but the card processor's fee, which it keeps
    expect(quote).toMatchObject({ quote: { total_amount_card: CARD_TOTAL }, escrow: { enabled: true, refundCardCents: MILESTONE, refundAchCents: MILESTONE } });
    expect((await escrowMilestone(bidder, contractId, 1)).label).toBe('Unfunded');

    const started = await fundByCard(poster, contractId, 1);
    expect(started.message).toBe(ESCROW_MSG.fundMilestone);
    const [attempt] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.contractId, contractId));
    expect(attempt).toMatchObject({ purpose: 'fund', status: 'succeeded', totalCents: CARD_TOTAL });
    const intent = await sandboxCard(app).getPaymentIntent(attempt!.providerRef!);
    expect(intent).toMatchObject({ status: 'succeeded', chargeId: expect.any(String) });

    for (const side of [poster, bidder]) {
      const escrow = await getEscrow(side, contractId);
      expect(escrow).toMatchObject({ enabled: true, heldCents: MILESTONE, fundedCents: MILESTONE, releasedCents: 0 });
      expect(escrow.milestones[0]).toMatchObject({ state: 'funded', label: 'Funded', heldCents: MILESTONE, method: 'card' });
      expect(escrow.milestones[1]).toMatchObject({ state: 'unfunded', label: 'Unfunded', heldCents: 0 });
    }
    // each side is told, with a link to their own page of the contract, and e-mailed (milestone alerts are by default)
    const funded = await app.ctx.db.select().from(alerts).where(and(eq(alerts.kind, 'milestone_funded'), sql`${alerts.userId} in (${poster.id}, ${bidder.id})`));
    expect(funded.map((a) => [a.userId, a.link]).sort()).toEqual(
      [
        [poster.id, posterContractPath(contractId)],
        [bidder.id, bidderContractPath(bidId)],
      ].sort(),
    );
    await drainJobs(app);
    const emailed = await app.ctx.db.select().from(alerts).where(sql`${alerts.id} in (${sql.join(funded.map((a) => sql`${a.id}`), sql`, `)})`);
    expect(emailed.map((a) => a.emailedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    // funded is not paid: the contract's total paid has not moved, and paying it directly is refused
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);
    expect(errorOf(await pay(poster, contractId, 1, 'card'))).toEqual([409, ESCROW_MSG.fundedNotPaid]);
    expect(errorOf(await fund(poster, contractId, 1, 'card'))).toEqual([409, ESCROW_MSG.alreadyFunded]);
    const report = await checkLedger(app.ctx.db);
    expect(report.escrowMismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('submit, request changes, submit again, approve and release: the seller is paid by a transfer from the charge', async () => {
    const { poster, bidder, contractId } = await fundedContract();
    expect(errorOf(await requestChanges(poster, contractId, 1, 'Please paint the trim'))).toEqual([409, ESCROW_MSG.notSubmitted]);
    const submitted = await submit(bidder, contractId, 1, 'Walls done, photos attached');
    expect(submitted.json().message).toBe(ESCROW_MSG.submitted);
    const review = await escrowMilestone(poster, contractId, 1);
    expect(review).toMatchObject({ state: 'submitted', label: 'Submitted for review', submitNote: 'Walls done, photos attached', autoReleaseAt: expect.any(String) });
    expect(new Date(review.autoReleaseAt).getTime() - new Date(review.submittedAt).getTime()).toBe(14 * 24 * 3600 * 1000);
    const lastAlert = async (userId: string, kind: 'milestone_submitted' | 'milestone_changes_requested') =>
      (await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, userId), eq(alerts.kind, kind))).orderBy(alerts.id)).at(-1)?.message;
    // the note is quoted, the sentence ends after it; the deadline is New York time, as the product writes dates
    expect(await lastAlert(poster.id, 'milestone_submitted')).toBe(
      `Milestone 1 was submitted for review: "Walls done, photos attached". Approve & Release it or Request Changes; without an answer it is released automatically on ${formatEasternDateTime(new Date(review.autoReleaseAt))}.`,
    );

    expect(errorOf(await requestChanges(bidder, contractId, 1, 'x'))).toEqual([403, ESCROW_MSG.onlyPosterReviews]);
    expect(errorOf(await requestChanges(poster, contractId, 1, '   '))[0]).toBe(400);
    expect((await requestChanges(poster, contractId, 1, 'Please paint the trim')).statusCode).toBe(200);
    expect(await escrowMilestone(bidder, contractId, 1)).toMatchObject({ state: 'changes_requested', label: 'Changes requested', changesNote: 'Please paint the trim', autoReleaseAt: null });
    expect(await lastAlert(bidder.id, 'milestone_changes_requested')).toBe('The poster asked for changes on milestone 1: "Please paint the trim". Submit it again with Mark as Done when it is ready.');
    expect((await submit(bidder, contractId, 1, 'Trim painted. Photo attached.')).statusCode).toBe(200);
    // a note with its own full stop ends the sentence: no '."." after it
    expect(await lastAlert(poster.id, 'milestone_submitted')).toMatch(/^Milestone 1 was submitted for review: "Trim painted\. Photo attached\." Approve & Release it/);

    expect(errorOf(await release(bidder, contractId, 1))).toEqual([403, ESCROW_MSG.onlyPosterReleases]);
    const released = await release(poster, contractId, 1);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ message: ESCROW_MSG.released, milestone: { state: 'released', label: 'Released', heldCents: 0, releasedCents: MILESTONE } });
    const contract = await getContract(bidder, contractId);
    expect(contract).toMatchObject({ totalPaidCents: MILESTONE, milestonesCompleted: 1 });

    const [payout] = await app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));
    expect(payout).toMatchObject({ kind: 'release', status: 'succeeded', milestoneCents: MILESTONE, attempt: 1, providerRef: expect.any(String) });
    // twice released is refused with the reason, and changes nothing
    expect(errorOf(await release(poster, contractId, 1))).toEqual([409, ESCROW_MSG.alreadyReleased]);
    expect(errorOf(await refund(bidder, contractId, 1))).toEqual([409, ESCROW_MSG.alreadyReleased]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('the seller refunds a funded milestone: the poster gets all but the processor fee back, the milestone no longer counts', async () => {
    const { poster, bidder, contractId } = await fundedContract();
    expect(errorOf(await refund(poster, contractId, 1))).toEqual([403, ESCROW_MSG.onlySellerRefunds]);
    const refunded = await refund(bidder, contractId, 1);
    expect(refunded.json()).toMatchObject({ message: ESCROW_MSG.refunded, milestone: { state: 'refunded', label: 'Refunded', heldCents: 0, refundedCents: MILESTONE } });
    const escrow = await getEscrow(poster, contractId);
    expect(escrow).toMatchObject({ heldCents: 0, refundedCents: MILESTONE, releasedCents: 0 });
    // the refunded milestone no longer counts toward the contract: $500 in two milestones is now $200 to pay
    expect(await getContract(poster, contractId)).toMatchObject({ totalPaidCents: 0, totalCostCents: 20_000, remainingCents: 20_000 });
    expect(errorOf(await fund(poster, contractId, 1, 'card'))).toEqual([409, ESCROW_MSG.alreadyRefunded]);
    expect(errorOf(await pay(poster, contractId, 1, 'card'))).toEqual([409, ESCROW_MSG.alreadyRefunded]);

    // End Contract: the refunded milestone is done, the unpaid second one is not
    expect(errorOf(await poster.request({ method: 'POST', url: `/api/contracts/${contractId}/end` }))).toEqual([409, END_CONTRACT_MSG.openMilestones]);
    await fundByCard(poster, contractId, 2);
    expect(errorOf(await poster.request({ method: 'POST', url: `/api/contracts/${contractId}/end` }))).toEqual([409, END_CONTRACT_MSG.openMilestones]);
    await release(poster, contractId, 2);
    expect((await poster.request({ method: 'POST', url: `/api/contracts/${contractId}/end` })).statusCode).toBe(200);
    const report = await checkLedger(app.ctx.db);
    expect(report.ok).toBe(true);
    const refundEntries = await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId));
    expect(refundEntries.map((e) => e.kind).sort()).toEqual(['card_payment', 'card_payment', 'escrow_refund', 'escrow_release']);
  });

  it('release against refund at once: exactly one wins, the other is refused, one payout', async () => {
    const { poster, bidder, contractId } = await fundedContract();
    const [a, b] = await Promise.all([release(poster, contractId, 1), refund(bidder, contractId, 1)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const payouts = await app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));
    expect(payouts).toHaveLength(1);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('release against a dispute, and release against the auto-release timer: exactly one wins each time', async () => {
    const { poster, bidder, contractId } = await fundedContract();
    const [released, opened] = await Promise.all([release(poster, contractId, 1), openDisputeAs(bidder, contractId, 1)]);
    // exactly one wins under the contract's lock; the other is refused with its reason
    expect([released.statusCode === 200, opened.statusCode === 201].filter(Boolean)).toHaveLength(1);
    const payouts = await app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));
    if (released.statusCode === 200) {
      expect(errorOf(opened)[0]).toBe(409);
      expect(payouts).toHaveLength(1);
    } else {
      expect(errorOf(released)).toEqual([409, ESCROW_MSG.inDispute]);
      expect(payouts).toHaveLength(0);
      expect(await escrowMilestone(poster, contractId, 1)).toMatchObject({ state: 'disputed', label: 'In dispute', heldCents: MILESTONE });
    }
    // an action's answer reads the milestone in one statement: the same view as the contract's escrow, its dispute too
    const [inView] = (await getEscrow(poster, contractId)).milestones;
    expect(await readEscrowMilestone(app.ctx.db, contractId, 1)).toEqual(inView);
    if (opened.statusCode === 201) expect(inView.disputeId).toBe(opened.json().id);

    await fundByCard(poster, contractId, 2);
    expect((await submit(bidder, contractId, 2)).statusCode).toBe(200);
    // the review period is over: the timer and the poster's release arrive together
    await app.ctx.db.update(escrowMilestones).set({ autoReleaseAt: new Date(Date.now() - 1000) }).where(and(eq(escrowMilestones.contractId, contractId), eq(escrowMilestones.position, 2)));
    const [row] = await app.ctx.db.select().from(escrowMilestones).where(and(eq(escrowMilestones.contractId, contractId), eq(escrowMilestones.position, 2)));
    const timer = runEscrowTimer(app.ctx, app.log, { contractId, position: 2, submittedAt: row!.submittedAt!.toISOString(), step: 'release' });
    const [byPoster] = await Promise.all([release(poster, contractId, 2), timer]);
    expect([200, 409]).toContain(byPoster.statusCode);
    const second = await app.ctx.db.select().from(escrowPayouts).where(and(eq(escrowPayouts.contractId, contractId), eq(escrowPayouts.milestonePosition, 2)));
    expect(second).toHaveLength(1);
    expect(await escrowMilestone(poster, contractId, 2)).toMatchObject({ state: 'released', releasedCents: 20_000 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('100 fund requests at once for one milestone make one charge', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupSellerCard(app, bidder);
    const responses = await Promise.all(Array.from({ length: 100 }, () => fund(poster, contractId, 1, 'card')));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const attempts = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.contractId, contractId));
    expect(attempts).toHaveLength(1);
    expect(new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.json().clientSecret)).size).toBe(1);
  });

  it('a transfer the provider refuses reads "Release failed, retrying" and is retried by its job, once', async () => {
    const { poster, contractId } = await fundedContract();
    const card = sandboxCard(app);
    const original = card.createTransfer.bind(card);
    card.createTransfer = async () => {
      throw new PaymentProviderError('Insufficient available funds.', 'test: refused once');
    };
    try {
      const released = await release(poster, contractId, 1);
      expect(released.json()).toMatchObject({ message: ESCROW_MSG.releaseStarted, milestone: { state: 'releasing', label: 'Release failed, retrying', payoutProblem: 'release' } });
    } finally {
      card.createTransfer = original;
    }
    const [failed] = await app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));
    expect(failed).toMatchObject({ status: 'failed', attempt: 2, failureReason: 'Insufficient available funds.' });
    // the retry waits for its back-off: make it due, then let the jobs run (twice: a second run finds it done)
    await app.ctx.db.update(escrowPayouts).set({ nextAttemptAt: new Date() }).where(eq(escrowPayouts.id, failed!.id));
    await app.ctx.jobs.runDueJobs();
    await app.ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'escrow-payout' AND state IN ('created', 'retry')`);
    await drainJobs(app);
    expect(await escrowMilestone(poster, contractId, 1)).toMatchObject({ state: 'released', label: 'Released', payoutProblem: null });
    const [done] = await app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
