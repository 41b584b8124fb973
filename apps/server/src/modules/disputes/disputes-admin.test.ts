import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/schemas/admin';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { App } from '../../app';
import { listings } from '../../db/schema/listings';
import { buildUser, type TestUser } from '../../../test/factories';
import {
  buildFundedContract,
  buildPaymentsTestApp,
  createPdfBytes,
  decide,
  disputeAction,
  errorOf,
  makeOperator,
  openDisputeId,
  uploadEvidence,
} from '../../../test/support/disputes';

type Row = { id: string; state: string; amountCents: number; listingTitle: string; poster: { id: string; name: string }; bidder: { id: string; name: string }; responseDueAt: string };

const DAY_MS = 86_400_000;
const queue = (as: TestUser, query = '') => as.request({ method: 'GET', url: `/api/admin/disputes${query}` });
const queueIds = async (as: TestUser, query = '') => ((await queue(as, query)).json().disputes as Row[]).map((d) => d.id);
const detail = (as: TestUser, id: string) => as.request({ method: 'GET', url: `/api/admin/disputes/${id}` });

describe("the operators' disputes queue", () => {
  let app: App;
  let agent: TestUser;
  let plain: TestUser;
  /** Disputes by what happened to them: the response deadline of `soon` is nearer than `later`'s. */
  const disputes: Record<'later' | 'soon' | 'withHomeBid' | 'settled', { id: string; poster: TestUser; bidder: TestUser; listingId: string }> = {} as never;

  const dueIn = (id: string, days: number) => app.ctx.db.execute(sql`UPDATE disputes SET response_due_at = now() + make_interval(days => ${days}) WHERE id = ${id}`);

  beforeAll(async () => {
    app = await buildPaymentsTestApp();
    [agent, plain] = await Promise.all([buildUser(app, { name: 'Sam Support' }), buildUser(app)]);
    await makeOperator(app, agent, 'support');
    for (const name of ['later', 'soon', 'withHomeBid', 'settled'] as const) {
      const { poster, bidder, contractId, listingId } = await buildFundedContract(app);
      const id = await openDisputeId(poster, contractId, 1);
      disputes[name] = { id, poster, bidder, listingId };
    }
    await dueIn(disputes.later.id, 4);
    await dueIn(disputes.soon.id, 1);
    await dueIn(disputes.withHomeBid.id, 3);
    expect((await disputeAction(disputes.withHomeBid.bidder, disputes.withHomeBid.id, 'ask-homebid')).statusCode).toBe(200);
    expect((await decide(agent, disputes.settled.id, { outcome: 'refund', note: 'Nothing was delivered.' })).statusCode).toBe(200);
  }, 180_000);
  afterAll(() => app.close());

  it('refuses the signed-out (401) and users who are not staff, the sides included (403), saying nothing of the disputes', async () => {
    const { id, poster, bidder } = disputes.soon;
    for (const url of ['/api/admin/disputes', '/api/admin/disputes?state=settled', `/api/admin/disputes/${id}`]) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
      for (const user of [plain, poster, bidder]) {
        const refused = await user.request({ method: 'GET', url });
        expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
      }
    }
  });

  it('lists open disputes by response deadline, nearest first, with amounts, the listing and both sides', async () => {
    const page = (await queue(agent)).json();
    expect(page).toMatchObject({ total: 3, page: 1 });
    expect(page.disputes.map((d: Row) => d.id)).toEqual([disputes.soon.id, disputes.withHomeBid.id, disputes.later.id]);
    const [title] = await app.ctx.db.select({ title: listings.title }).from(listings).where(eq(listings.id, disputes.soon.listingId));
    const soon = page.disputes[0] as Row;
    expect(soon).toMatchObject({
      state: 'awaiting_response',
      amountCents: 30_000,
      milestonePosition: 1,
      reason: 'work_not_delivered',
      openedBy: 'poster',
      listingTitle: title!.title,
      poster: { id: disputes.soon.poster.id, name: disputes.soon.poster.name },
      bidder: { id: disputes.soon.bidder.id, name: disputes.soon.bidder.name },
      settledAt: null,
      outcome: null,
    });
    const due = Date.parse(soon.responseDueAt) - Date.now();
    expect(due).toBeGreaterThan(0.9 * DAY_MS);
    expect(due).toBeLessThan(1.1 * DAY_MS);

    expect(await queueIds(agent, '?state=with_homebid')).toEqual([disputes.withHomeBid.id]);
    expect((await queue(agent, '?state=settled')).json().disputes).toMatchObject([{ id: disputes.settled.id, state: 'settled', outcome: 'refund', releaseCents: 0, settledAt: expect.any(String) }]);
    expect(await queueIds(agent, '?pageSize=1&page=2')).toEqual([disputes.withHomeBid.id]);
    expect((await queue(agent, '?state=closed')).statusCode).toBe(400);
  });

  it("shows a dispute as HomeBid sees it: both sides' accounts, their statements and evidence, and the timeline", async () => {
    const { id, poster, bidder } = disputes.soon;
    await disputeAction(bidder, id, 'respond', { statement: 'I delivered on time; here are the photos.' });
    const pdf = createPdfBytes();
    expect((await uploadEvidence(bidder, id, [{ fileName: 'delivery.pdf', contentType: 'application/pdf', bytes: pdf }], { note: 'Delivery note' })).statusCode).toBe(200);

    const response = await detail(agent, id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.poster).toEqual({ id: poster.id, name: poster.name, email: poster.email });
    expect(body.bidder).toEqual({ id: bidder.id, name: bidder.name, email: bidder.email });
    expect(body.listingTitle).toEqual(expect.any(String));
    expect(body.dispute).toMatchObject({ id, state: 'negotiating', viewerSide: 'homebid', amountCents: 30_000 });
    expect(body.dispute.events).toMatchObject([
      { kind: 'opened', actor: 'poster', actorName: poster.name, note: 'Nothing was delivered on the agreed date.' },
      { kind: 'responded', actor: 'bidder', actorName: bidder.name, note: 'I delivered on time; here are the photos.' },
      { kind: 'evidence', actor: 'bidder', note: 'Delivery note', file: { name: 'delivery.pdf', mime: 'application/pdf', sizeBytes: pdf.length } },
    ]);
    // the operator reads the evidence through the same guarded address
    const file = await agent.request({ method: 'GET', url: body.dispute.events[2].file.url });
    expect([file.statusCode, file.rawPayload.equals(pdf)]).toEqual([200, true]);

    const settled = (await detail(agent, disputes.settled.id)).json().dispute;
    expect(settled).toMatchObject({ state: 'settled', outcome: 'refund', settlement: 'homebid' });
    expect(settled.events.at(-1)).toMatchObject({ kind: 'decided', actor: 'homebid', actorName: 'HomeBid', note: 'Nothing was delivered.' });

    expect(errorOf(await detail(agent, '00000000-0000-4000-8000-000000000000'))).toEqual([404, DISPUTE_MSG.notFound]);
    expect(errorOf(await detail(agent, 'not-a-uuid'))).toEqual([404, DISPUTE_MSG.notFound]);
  });
});
