import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MODERATION_MSG, REPORT_HANDLED_ALERT, type AdminReportPage } from '@homebid/shared/schemas/moderation';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { buildUser, type TestUser } from '../../../test/factories';
import { getAlerts } from '../../../test/support/alerts';
import { buildContractor, buildPoster, createServiceListing } from '../../../test/support/bids';
import { openChannelBetween, sendMessage } from '../../../test/support/chat';
import { ageSessions, auditRowsOf, buildModerationTestApp, buildOperator, decideReport, refusalOf, report } from '../../../test/support/moderation';

const queue = async (operator: TestUser, state: 'open' | 'handled' = 'open') => {
  const response = await operator.request({ method: 'GET', url: `/api/admin/reports?state=${state}` });
  if (response.statusCode !== 200) throw new Error(`queue failed: ${response.body}`);
  return response.json() as AdminReportPage;
};
const reportId = async (user: TestUser, payload: Record<string, unknown>) => {
  const response = await report(user, payload);
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
};
const reportAlerts = async (user: TestUser) => (await getAlerts(user)).filter((a) => a.kind === 'report_handled');

describe('reports', () => {
  let app: App;
  let admin: TestUser;
  let support: TestUser;
  beforeAll(async () => {
    app = await buildModerationTestApp();
    admin = await buildOperator(app, 'admin');
    support = await buildOperator(app, 'support');
  });
  afterAll(() => app.close());

  it('takes a report of a listing, a user or a message of one of my chats, with a reason of the list', async () => {
    const poster = await buildPoster(app);
    const listingId = await createServiceListing(poster);
    const reporter = await buildContractor(app);
    const channelId = await openChannelBetween(reporter, poster);
    const message = (await sendMessage(poster, channelId, 'Pay me by wire outside HomeBid and get 10% off')).json();

    const created = await report(reporter, { target: { type: 'listing', id: listingId }, reason: 'scam' });
    expect([created.statusCode, created.json().message]).toEqual([201, MODERATION_MSG.reportSent]);
    expect((await report(reporter, { target: { type: 'user', id: poster.id }, reason: 'other', text: 'Rude on the phone.' })).statusCode).toBe(201);
    expect((await report(reporter, { target: { type: 'message', id: String(message.id) }, reason: 'off_platform_payment' })).statusCode).toBe(201);

    const { items } = await queue(support);
    const mine = items.filter((r) => r.reporter.id === reporter.id);
    expect(mine.map((r) => [r.target.type, r.reason, r.state])).toEqual([
      ['listing', 'scam', 'open'],
      ['user', 'other', 'open'],
      ['message', 'off_platform_payment', 'open'],
    ]);
    // each with what the operator needs to judge it
    expect(mine[0]!.target).toMatchObject({ id: listingId, title: 'Kitchen remodel', owner: { id: poster.id, name: poster.name }, hidden: false, ownerSuspended: false });
    expect(mine[1]).toMatchObject({ text: 'Rude on the phone.', target: { title: poster.name, owner: { id: poster.id } } });
    expect(mine[2]!.target).toMatchObject({ title: 'Pay me by wire outside HomeBid and get 10% off', owner: { id: poster.id }, channelId });
    expect(mine[0]!.decision).toBeNull();
  });

  it('refuses bad input, oneself, things the reporter cannot see, and a second open report of the same thing', async () => {
    const poster = await buildPoster(app);
    const listingId = await createServiceListing(poster);
    const reporter = await buildContractor(app);
    const stranger = await buildContractor(app);
    const channelId = await openChannelBetween(reporter, poster);
    const theirs = (await sendMessage(poster, channelId, 'hello')).json();
    const mine = (await sendMessage(reporter, channelId, 'hi')).json();
    const errorOf = async (user: TestUser, payload: Record<string, unknown>) => {
      const response = await report(user, payload);
      return [response.statusCode, response.json().error.message, response.json().error.field];
    };

    expect(await errorOf(reporter, { target: { type: 'listing', id: listingId } })).toEqual([400, MODERATION_MSG.reportReasonRequired, 'reason']);
    expect(await errorOf(reporter, { target: { type: 'listing', id: listingId }, reason: 'fraud' })).toEqual([400, MODERATION_MSG.reportReasonRequired, 'reason']);
    expect(await errorOf(reporter, { target: { type: 'listing', id: listingId }, reason: 'other' })).toEqual([400, MODERATION_MSG.reportTextRequired, 'text']);
    expect(await errorOf(reporter, { target: { type: 'listing', id: listingId }, reason: 'other', text: '   ' })).toEqual([400, MODERATION_MSG.reportTextRequired, 'text']);
    expect(await errorOf(reporter, { target: { type: 'bid', id: listingId }, reason: 'spam' })).toEqual([400, MODERATION_MSG.reportTypeRequired, 'target.type']);
    expect(await errorOf(reporter, { target: { type: 'listing', id: listingId }, reason: 'spam', text: 'x'.repeat(1001) })).toEqual([400, MODERATION_MSG.reportTextTooLong, 'text']);

    // oneself and one's own things
    expect(await errorOf(poster, { target: { type: 'listing', id: listingId }, reason: 'spam' })).toEqual([403, MODERATION_MSG.reportOwn, undefined]);
    expect(await errorOf(reporter, { target: { type: 'user', id: reporter.id }, reason: 'spam' })).toEqual([403, MODERATION_MSG.reportOwn, undefined]);
    expect(await errorOf(reporter, { target: { type: 'message', id: String(mine.id) }, reason: 'spam' })).toEqual([403, MODERATION_MSG.reportOwn, undefined]);

    // a message only by a member of its chat; unknown things: not found, nothing more
    expect(await errorOf(stranger, { target: { type: 'message', id: String(theirs.id) }, reason: 'spam' })).toEqual([404, MODERATION_MSG.reportTargetNotFound, undefined]);
    for (const target of [
      { type: 'listing', id: '00000000-0000-4000-8000-000000000000' },
      { type: 'listing', id: 'nope' },
      { type: 'user', id: 'nobody' },
      { type: 'message', id: '99999999' },
      { type: 'message', id: 'abc' },
    ]) {
      expect(await errorOf(reporter, { target, reason: 'spam' })).toEqual([404, MODERATION_MSG.reportTargetNotFound, undefined]);
    }

    // one open report per reporter and target (the message's id in any spelling)
    expect((await report(reporter, { target: { type: 'message', id: String(theirs.id) }, reason: 'spam' })).statusCode).toBe(201);
    expect(await errorOf(reporter, { target: { type: 'message', id: `00${theirs.id}` }, reason: 'scam' })).toEqual([409, MODERATION_MSG.reportDuplicate, undefined]);
    expect((await report(stranger, { target: { type: 'user', id: poster.id }, reason: 'spam' })).statusCode).toBe(201);

    const signedOut = await app.inject({ method: 'POST', url: '/api/reports', headers: { origin: 'http://localhost:3000' }, payload: { target: { type: 'user', id: poster.id }, reason: 'spam' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('hiding the listing handles every open report of it: each reporter is alerted, the decision and the hide are audited', async () => {
    const poster = await buildPoster(app);
    const listingId = await createServiceListing(poster);
    const [first, second] = [await buildContractor(app), await buildContractor(app)];
    const firstId = await reportId(first, { target: { type: 'listing', id: listingId }, reason: 'scam' });
    const secondId = await reportId(second, { target: { type: 'listing', id: listingId }, reason: 'spam' });

    const decided = await decideReport(support, firstId, { action: 'hide_listing', reason: 'Fake address and stock photos' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      message: MODERATION_MSG.reportDecided,
      handledCount: 2,
      report: { id: firstId, state: 'handled', decision: { action: 'hide_listing', reason: 'Fake address and stock photos', handledBy: { id: support.id } }, target: { hidden: true } },
    });
    expect((await poster.request({ method: 'GET', url: '/api/listings/mine' })).json().items[0]).toMatchObject({ id: listingId, hiddenReason: 'Fake address and stock photos' });
    expect((await first.request({ method: 'GET', url: `/api/listings/${listingId}` })).statusCode).toBe(404);

    for (const reporter of [first, second]) {
      expect(await reportAlerts(reporter)).toEqual([
        expect.objectContaining({ title: REPORT_HANDLED_ALERT.title, message: REPORT_HANDLED_ALERT.message('“Kitchen remodel”', true) }),
      ]);
    }
    const handled = (await queue(admin, 'handled')).items.map((r) => r.id);
    expect(handled).toEqual(expect.arrayContaining([firstId, secondId]));
    expect((await queue(admin)).items.map((r) => r.id)).not.toContain(secondId);
    expect((await auditRowsOf(app, firstId)).map((r) => [r.action, r.actorId, r.reason])).toEqual([['report_decision', support.id, 'Fake address and stock photos']]);
    expect((await auditRowsOf(app, listingId)).map((r) => r.action)).toEqual(['hide_listing']);

    // handled once
    expect(refusalOf(await decideReport(support, secondId, { action: 'dismiss', reason: 'Again' }))).toEqual([409, { error: { code: 'report_handled', message: MODERATION_MSG.reportHandled } }]);
  });

  it('suspends the reported user (admin only) or dismisses the report, alerting the reporter either way', async () => {
    const cheat = await buildPoster(app);
    const reporter = await buildContractor(app);
    const id = await reportId(reporter, { target: { type: 'user', id: cheat.id }, reason: 'off_platform_payment' });

    // support may not suspend, nor hide what is not a listing: nothing changes
    expect(refusalOf(await decideReport(support, id, { action: 'suspend_user', reason: 'Asked for cash' }))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
    expect(refusalOf(await decideReport(admin, id, { action: 'hide_listing', reason: 'No' }))).toEqual([400, { error: { code: 'not_a_listing', message: MODERATION_MSG.hideNeedsListing } }]);
    expect((await decideReport(admin, id, { action: 'suspend_user' })).json().error).toMatchObject({ message: MODERATION_MSG.reasonRequired, field: 'reason' });
    expect((await cheat.request({ method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    expect(await reportAlerts(reporter)).toEqual([]);

    const decided = await decideReport(admin, id, { action: 'suspend_user', reason: 'Asked for cash' });
    expect(decided.json()).toMatchObject({ handledCount: 1, report: { state: 'handled', target: { ownerSuspended: true }, decision: { action: 'suspend_user' } } });
    expect((await cheat.request({ method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401);
    expect((await auditRowsOf(app, cheat.id)).map((r) => [r.action, r.reason])).toEqual([['suspend', 'Asked for cash']]);
    expect((await reportAlerts(reporter)).map((a) => a.message)).toEqual([REPORT_HANDLED_ALERT.message(cheat.name, true)]);

    // a dismissed report: the reporter hears that nothing was done
    const other = await buildUser(app);
    const dismissedId = await reportId(reporter, { target: { type: 'user', id: other.id }, reason: 'spam' });
    expect((await decideReport(support, dismissedId, { action: 'dismiss', reason: 'Nothing wrong found' })).statusCode).toBe(200);
    expect((await reportAlerts(reporter)).map((a) => a.message)).toEqual([REPORT_HANDLED_ALERT.message(other.name, false), REPORT_HANDLED_ALERT.message(cheat.name, true)]);
    expect((await other.request({ method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    // a new report of the same user may follow a handled one
    expect((await report(reporter, { target: { type: 'user', id: other.id }, reason: 'spam' })).statusCode).toBe(201);
  });

  it('is decided with a recent sign-in only, read by operators only, and a refusal says nothing of the reports', async () => {
    const reporter = await buildContractor(app);
    const target = await buildUser(app);
    const id = await reportId(reporter, { target: { type: 'user', id: target.id }, reason: 'spam' });
    const staleSupport = await buildOperator(app, 'support');
    await ageSessions(app, staleSupport, 16);
    expect(refusalOf(await decideReport(staleSupport, id, { action: 'dismiss', reason: 'ok' }))).toEqual([403, { error: { code: 'step_up_required', message: ADMIN_MSG.stepUpRequired } }]);
    // reading needs no step-up
    expect((await queue(staleSupport)).items.map((r) => r.id)).toContain(id);

    const plain = await buildUser(app);
    for (const [method, url] of [['GET', '/api/admin/reports'], ['POST', `/api/admin/reports/${id}/decision`]] as const) {
      expect(refusalOf(await plain.request({ method, url, ...(method === 'POST' ? { payload: {} } : {}) }))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
      const signedOut = await app.inject({ method, url, headers: { origin: 'http://localhost:3000' }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.body).not.toContain(target.id);
    }
    expect(refusalOf(await decideReport(support, '00000000-0000-4000-8000-000000000000', { action: 'dismiss', reason: 'x' }))).toEqual([404, { error: { code: 'not_found', message: MODERATION_MSG.reportNotFound } }]);
    const rows = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, reporter.id), eq(alerts.kind, 'report_handled')));
    expect(rows).toHaveLength(0);
  });
});
