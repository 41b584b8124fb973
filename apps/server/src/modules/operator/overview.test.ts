import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OVERVIEW_DAYS, type OperatorOverview } from '@homebid/shared/schemas/operator';
import type { App } from '../../app';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { rowsOf } from './sql-rows';
import { buildUser, type TestUser } from '../../../test/factories';
import { createServiceListing } from '../../../test/support/bids';
import { buildFundedContract, buildPaymentsTestApp, makeOperator, openDisputeId } from '../../../test/support/disputes';
import { buildAcceptedContract, pay, sandboxAch, setupAch } from '../../../test/support/milestone-payments';
import { getOverview, newYorkDay, withOperatorRoutes } from '../../../test/support/operator';

const DAY_MS = 86_400_000;

describe('operator overview', () => {
  let app: App;
  let operator: TestUser;
  let failedPaymentId: string;
  let disputeId: string;
  let disputeDeadline: string;

  // a small known world: a funded escrow under dispute, a returned bank transfer, a contract still on offer, an open
  // listing and a support ticket
  beforeAll(async () => {
    app = await withOperatorRoutes(await buildPaymentsTestApp());
    const funded = await buildFundedContract(app, [1]);
    disputeId = await openDisputeId(funded.poster, funded.contractId, 1);
    disputeDeadline = rowsOf<{ at: string }>(await app.ctx.db.execute(sql`SELECT response_due_at AS at FROM disputes WHERE id = ${disputeId}`))[0]!.at;

    const returned = await buildAcceptedContract(app);
    await setupAch(app, returned.poster, 'platypus-r01');
    await setupAch(app, returned.bidder);
    failedPaymentId = (await pay(returned.poster, returned.contractId, 1, 'ach')).json().payment.id;
    const [attempt] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, failedPaymentId));
    await sandboxAch(app).settleTransfer(attempt!.providerRef!);

    await buildAcceptedContract(app, { accept: false });
    await createServiceListing(funded.poster);
    const ticket = await funded.poster.request({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Payout problem', message: 'Where is my money?' } });
    expect(ticket.statusCode).toBe(201);

    operator = await buildUser(app, { name: 'Olive Operator' });
    await makeOperator(app, operator, 'support');
  });
  afterAll(() => app.close());

  const overview = async (): Promise<OperatorOverview> => {
    const response = await getOverview(operator);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("counts today's figures of the known dataset", async () => {
    const figures = await overview();
    expect(figures).toMatchObject({
      timeZone: 'America/New_York',
      // three contracts of two users each, and the operator
      users: 7,
      // a hire takes its listing out of 'open': only the listing without bids is open
      openListings: 1,
      contractsByState: { offerSent: 1, ongoing: 2, closed: 0 },
      escrowHeldCents: 30_000,
      openDisputes: { count: 1, nearestDeadline: new Date(disputeDeadline).toISOString() },
      openTickets: 1,
      failedPayments24h: 1,
    });
    expect(figures.openDisputes.nearestDisputeId).toBe(disputeId);
  });

  it('gives 30 New York days, oldest first and today last, with zeros on days without events', async () => {
    const { series } = await overview();
    expect(series).toHaveLength(OVERVIEW_DAYS);
    expect(series.at(-1)!.day).toBe(newYorkDay(new Date()));
    const days = series.map((d) => d.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(OVERVIEW_DAYS);
    // everything happened today: the funding by card moved $300 + the card fee; the returned transfer moved nothing
    expect(series.at(-1)).toMatchObject({ signUps: 7, newListings: 4, moneyMovedCents: 30_927 });
    for (const day of series.slice(0, -1)) expect(day).toMatchObject({ signUps: 0, newListings: 0, moneyMovedCents: 0 });
  });

  it("puts an event on its New York day, not its UTC one, and leaves out what is older than the window", async () => {
    const nyDay = newYorkDay(new Date(Date.now() - 5 * DAY_MS));
    // 02:00 UTC of the next day is still the evening before in New York (EST or EDT)
    const nextUtcDay = new Date(new Date(`${nyDay}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
    const lateEvening = `${nextUtcDay}T02:00:00Z`;
    const before = await buildUser(app);
    const tooOld = await buildUser(app);
    await app.ctx.db.execute(sql`UPDATE users SET created_at = ${lateEvening}::timestamptz WHERE id = ${before.id}`);
    await app.ctx.db.execute(sql`UPDATE users SET created_at = now() - interval '40 days' WHERE id = ${tooOld.id}`);

    const { series, users } = await overview();
    expect(users).toBe(9);
    expect(series.find((d) => d.day === nyDay)).toMatchObject({ signUps: 1 });
    expect(series.find((d) => d.day === nextUtcDay)?.signUps ?? 0).toBe(nextUtcDay === newYorkDay(new Date()) ? 7 : 0);
    expect(series.reduce((sum, d) => sum + d.signUps, 0)).toBe(8);
  });

  it('leaves a listing hidden by HomeBid out of the open listings', async () => {
    await app.ctx.db.execute(sql`UPDATE listings SET hidden_at = now(), hidden_reason = 'Scam' WHERE status = 'open'`);
    expect((await overview()).openListings).toBe(0);
  });

  it('counts a failed payment for 24 hours only', async () => {
    await app.ctx.db.execute(sql`UPDATE milestone_payments SET updated_at = now() - interval '25 hours' WHERE id = ${failedPaymentId}`);
    expect((await overview()).failedPayments24h).toBe(0);
  });
});
