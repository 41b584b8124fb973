import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { ledgerEntries, milestonePayments } from '../../db/schema/milestone-payments';
import { webhookEvents } from '../../db/schema/payments';
import {
  buildAcceptedContract,
  buildPaymentsTestApp,
  confirmCard,
  getContract,
  pay,
  sandboxCard,
  setupSellerCard,
} from '../../../test/support/milestone-payments';

/**
 * Makes every INSERT into `table` fail until the returned function is called: a fault of the database under a
 * webhook handler's own write (the handler is the real one; nothing of the code is replaced).
 */
async function failInsertsInto(app: App, table: string): Promise<() => Promise<void>> {
  await app.ctx.database.exec(`
    CREATE FUNCTION test_refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure: % is unavailable', TG_TABLE_NAME; END $$;
    CREATE TRIGGER test_refuse_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_insert();`);
  return () => app.ctx.database.exec(`DROP TRIGGER test_refuse_insert ON ${table}; DROP FUNCTION test_refuse_insert();`);
}

describe('payment webhooks', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  }, 120_000);
  afterAll(() => app?.close());

  it('rolls back the recorded event id with the effect when a handler fails, so the provider’s retry is applied, once', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupSellerCard(app, bidder);

    // the card provider takes the payment; its webhook is held, to be delivered over HTTP as the vendor would
    const card = sandboxCard(app);
    const forward = card.webhooks.delivery!;
    const held: Array<{ rawBody: string; signature: string }> = [];
    card.onWebhook(async (rawBody, signature) => void held.push({ rawBody, signature }));
    try {
      const started = (await pay(poster, contractId, 1, 'card')).json();
      await confirmCard(poster, started.clientSecret, '4242424242424242');
    } finally {
      card.onWebhook(forward);
    }
    const succeeded = held.find((event) => JSON.parse(event.rawBody).type === 'payment_intent.succeeded')!;
    expect(succeeded).toBeDefined();
    const eventId = JSON.parse(succeeded.rawBody).id as string;
    const deliver = () =>
      app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'stripe-signature': succeeded.signature, 'content-type': 'application/json' }, payload: succeeded.rawBody });
    const [attempt] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.contractId, contractId));
    const recorded = () => app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    const entries = () => app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, attempt!.id));
    const paidAlerts = async () => (await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, bidder.id), eq(alerts.kind, 'milestone_paid')))).length;

    // first delivery: the milestone handler's ledger write fails, after it settled the attempt and the milestone
    const restore = await failInsertsInto(app, 'ledger_entries');
    let failed;
    try {
      failed = await deliver();
    } finally {
      await restore();
    }
    expect(failed.statusCode).toBeGreaterThanOrEqual(500); // not 2xx: the provider will send it again
    // nothing of it stayed: not the event id (else the retry would be a 'duplicate'), not any part of the effect
    expect(await recorded()).toEqual([]);
    const [unsettled] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, attempt!.id));
    expect(unsettled!.status).toBe(attempt!.status);
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);
    expect(await entries()).toEqual([]);
    expect(await paidAlerts()).toBe(0);

    // the provider's retry is applied; its replays after that change nothing
    const retried = await deliver();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().outcome).toBe('applied');
    const replayed = await deliver();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().outcome).toBe('duplicate');

    expect(await recorded()).toHaveLength(1);
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(30_000);
    expect(await entries()).toHaveLength(1);
    expect(await paidAlerts()).toBe(1);
  });
});
