import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { formatEasternDateTime } from '@homebid/shared/dates';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { disputes } from '../../db/schema/escrow';
import { drainJobs } from '../../../test/support/escrow';
import { pgBossJobsOf } from '../../../test/support/jobs';
import { buildFundedContract, buildPaymentsTestApp, disputeAction, errorOf, escrowRow, eventKinds, openDisputeAs } from '../../../test/support/disputes';
import { checkLedger } from '../milestone-payments/ledger-check';
import { DISPUTE_DEADLINE_JOB } from './dispute-deadline.job';

describe('the response deadline of a dispute', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  it("applies the opener's remedy when the other side did not respond in time, and nothing else", async () => {
    const [a, b, c] = [await buildFundedContract(app), await buildFundedContract(app), await buildFundedContract(app)];
    const open = async (user: typeof a.poster, contractId: string) => (await openDisputeAs(user, contractId, 1)).json();
    // A: the seller opens and the poster stays silent; B: the poster opens and the seller responds at once;
    // C: the poster opens and the seller tries to respond too late
    const disputeA = await open(a.bidder, a.contractId);
    const disputeB = await open(b.poster, b.contractId);
    expect((await disputeAction(b.bidder, disputeB.id, 'respond', { statement: 'The work is done: see the photos.' })).statusCode).toBe(200);
    const disputeC = await open(c.poster, c.contractId);

    // before the deadline the job is not due, and nothing moves
    await app.ctx.jobs.runDueJobs();
    expect(await escrowRow(app, a.contractId, 1)).toMatchObject({ state: 'disputed' });
    expect(await eventKinds(app, disputeA.id)).toEqual(['opened']);

    // the deadlines pass (moved back in the database rather than waited for: a busy machine cannot make a test late)
    await app.ctx.db.execute(sql`UPDATE disputes SET response_due_at = now() - interval '1 second' WHERE id IN (${disputeA.id}, ${disputeB.id}, ${disputeC.id})`);
    await app.ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${DISPUTE_DEADLINE_JOB} AND state = 'created'`);

    // a response after the deadline comes too late, even before the job ran: the deadline settles it first
    expect(errorOf(await disputeAction(c.bidder, disputeC.id, 'respond', { statement: 'Sorry, I was away.' }))).toEqual([409, DISPUTE_MSG.settled]);
    expect(await eventKinds(app, disputeC.id)).toEqual(['opened', 'deadline_passed']);
    expect(await escrowRow(app, c.contractId, 1)).toMatchObject({ state: 'refunded', heldCents: 0, refundedCents: 30_000 });

    await drainJobs(app);
    expect((await pgBossJobsOf(app, DISPUTE_DEADLINE_JOB)).map((job) => job.state)).toEqual(['completed', 'completed', 'completed']);
    // A: released to the seller who opened it; the poster sees who and why
    const viewA = (await a.poster.request({ method: 'GET', url: `/api/contracts/${a.contractId}/escrow` })).json().disputes[0];
    expect(viewA).toMatchObject({ state: 'settled', outcome: 'release', settlement: 'no_response', releaseCents: 30_000, refundCents: 0 });
    expect(viewA.events.at(-1)).toMatchObject({ kind: 'deadline_passed', actor: 'system', actorName: 'HomeBid', releaseCents: 30_000 });
    expect(await escrowRow(app, a.contractId, 1)).toMatchObject({ state: 'released', heldCents: 0, releasedCents: 30_000 });
    const [rowA] = await app.ctx.db.select().from(disputes).where(eq(disputes.id, disputeA.id));
    const toldA = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, a.poster.id), eq(alerts.kind, 'dispute_update'))).orderBy(alerts.id);
    expect(toldA.at(-1)!.message).toContain(`did not respond to the dispute over milestone 1 ($300.00) by ${formatEasternDateTime(rowA!.responseDueAt)}, so`);
    // B was answered in time: the deadline does nothing
    expect(await eventKinds(app, disputeB.id)).toEqual(['opened', 'responded']);
    expect(await escrowRow(app, b.contractId, 1)).toMatchObject({ state: 'disputed', heldCents: 30_000 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  }, 60_000);

  it('counts a split proposed by the side that has to respond as its response, and not one proposed by the opener', async () => {
    const [answered, unanswered] = [await buildFundedContract(app), await buildFundedContract(app)];
    // the poster opens both; the seller answers the first with a split only, the poster proposes one on the second
    const disputeAnswered = (await openDisputeAs(answered.poster, answered.contractId, 1)).json();
    const disputeUnanswered = (await openDisputeAs(unanswered.poster, unanswered.contractId, 1)).json();
    const proposed = await disputeAction(answered.bidder, disputeAnswered.id, 'proposals', { releaseCents: 25_056 });
    expect(proposed.json()).toMatchObject({ state: 'negotiating', proposal: { by: 'bidder', releaseCents: 25_056 } });
    expect((await disputeAction(unanswered.poster, disputeUnanswered.id, 'proposals', { releaseCents: 10_000 })).json()).toMatchObject({ state: 'awaiting_response' });

    await app.ctx.jobs.runDueJobs(); // the deadline jobs are queued, not due
    await app.ctx.db.execute(sql`UPDATE disputes SET response_due_at = now() - interval '1 second' WHERE id IN (${disputeAnswered.id}, ${disputeUnanswered.id})`);
    await app.ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${DISPUTE_DEADLINE_JOB} AND state = 'created'`);
    await drainJobs(app);
    // the seller's money stays held for the proposal, the poster may still accept it
    expect(await eventKinds(app, disputeAnswered.id)).toEqual(['opened', 'proposed']);
    expect(await escrowRow(app, answered.contractId, 1)).toMatchObject({ state: 'disputed', heldCents: 30_000 });
    expect((await disputeAction(answered.poster, disputeAnswered.id, 'accept', { releaseCents: 25_056 })).json()).toMatchObject({ state: 'settled', releaseCents: 25_056, refundCents: 4_944 });
    // the silent seller: the poster's remedy, a refund
    expect(await eventKinds(app, disputeUnanswered.id)).toEqual(['opened', 'proposed', 'deadline_passed']);
    expect(await escrowRow(app, unanswered.contractId, 1)).toMatchObject({ state: 'refunded', heldCents: 0, refundedCents: 30_000 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  }, 60_000);
});
