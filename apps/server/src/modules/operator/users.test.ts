import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OPERATOR_MSG, type OperatorUserDetail, type OperatorUserPage } from '@homebid/shared/schemas/operator';
import type { App } from '../../app';
import { accounts, sessions } from '../../db/schema/auth';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildPaymentsTestApp, makeOperator } from '../../../test/support/disputes';
import { buildAcceptedContract, setupSellerCard } from '../../../test/support/milestone-payments';
import { getUserDetail, keysOf, payByCard, searchUsers, withOperatorRoutes } from '../../../test/support/operator';
import { recordAudit } from '../admin/record-audit';

describe('operator users', () => {
  let app: App;
  let operator: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let percent: TestUser;

  beforeAll(async () => {
    app = await withOperatorRoutes(await buildPaymentsTestApp());
    operator = await buildUser(app, { name: 'Olive Operator' });
    await makeOperator(app, operator, 'support');
    alice = await buildUser(app, { name: 'Alice Anderson', email: 'alice.anderson@example.com', userType: 'home_owner', onboarded: true });
    bob = await buildUser(app, { name: 'Bob Brown', email: 'bob@builders.example.com', userType: 'contractor', onboarded: true });
    percent = await buildUser(app, { name: '100% Builder', email: 'hundred@example.com' });
    await app.ctx.db.execute(sql`UPDATE profiles SET phone = '+14015550123', phone_verified_at = now() WHERE user_id = ${alice.id}`);
    await app.ctx.db.execute(sql`UPDATE profiles SET phone = '+12125559876' WHERE user_id = ${bob.id}`);
  });
  afterAll(() => app.close());

  const search = async (query: Record<string, string | number>): Promise<OperatorUserPage> => {
    const response = await searchUsers(operator, query);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const idsOf = (page: OperatorUserPage) => page.users.map((u) => u.id);

  it('finds users by part of the name or e-mail in any case, or by the digits of their phone however written', async () => {
    expect(idsOf(await search({ q: 'alice' }))).toEqual([alice.id]);
    expect(idsOf(await search({ q: 'ANDERSON' }))).toEqual([alice.id]);
    expect(idsOf(await search({ q: '@builders.example' }))).toEqual([bob.id]);
    expect(idsOf(await search({ q: '(401) 555-0123' }))).toEqual([alice.id]);
    expect(idsOf(await search({ q: '212 555' }))).toEqual([bob.id]);
    expect(idsOf(await search({ q: 'nobody-like-this' }))).toEqual([]);
    // LIKE's wildcards are taken literally
    expect(idsOf(await search({ q: '%' }))).toEqual([percent.id]);
    expect(idsOf(await search({ q: '_' }))).toEqual([]);

    const [row] = (await search({ q: 'alice' })).users;
    expect(row).toEqual({
      id: alice.id,
      name: 'Alice Anderson',
      email: 'alice.anderson@example.com',
      phone: '+14015550123',
      role: 'user',
      userType: 'home_owner',
      createdAt: expect.any(String),
      suspension: null,
    });
  });

  it('lists everyone newest first, a page at a time, with the total', async () => {
    const all = await search({});
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(idsOf(all)).toEqual([percent.id, bob.id, alice.id, operator.id]);
    expect(await search({ pageSize: 2, page: 2 })).toMatchObject({ total: 4, page: 2, pageSize: 2, users: [{ id: alice.id }, { id: operator.id }] });
    expect(await search({ pageSize: 2, page: 3 })).toMatchObject({ total: 4, users: [] });
    const tooLong = await searchUsers(operator, { q: 'x'.repeat(201) });
    expect([tooLong.statusCode, tooLong.json().error.message]).toEqual([400, OPERATOR_MSG.queryTooLong]);
  });

  it("shows a user's page with everything about them and no secret", async () => {
    const { contractId } = await buildAcceptedContract(app, { poster: alice, bidder: bob });
    await setupSellerCard(app, bob);
    const paymentId = await payByCard(alice, contractId, 1);
    await alice.request({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Refund please', message: 'The work was not done.' } });
    await app.ctx.db.execute(sql`
      INSERT INTO reports (reporter_id, target_type, target_id, target_user_id, reason) VALUES (${bob.id}, 'user', ${alice.id}, ${alice.id}, 'scam')`);
    await recordAudit(app.ctx.db, { actor: { id: operator.id, role: 'support' }, ip: '203.0.113.9', action: 'suspend', target: { type: 'user', id: alice.id }, reason: 'Asked for cash' });
    await recordAudit(app.ctx.db, { actor: { id: operator.id, role: 'support' }, ip: null, action: 'refund', target: { type: 'payment', id: paymentId }, reason: 'Test' });
    await recordAudit(app.ctx.db, { actor: { id: operator.id, role: 'support' }, ip: null, action: 'suspend', target: { type: 'user', id: percent.id }, reason: 'Someone else' });
    await app.ctx.db.execute(sql`UPDATE users SET suspended_at = now(), suspended_until = now() + interval '7 days', suspension_reason = 'Asked for cash' WHERE id = ${alice.id}`);

    const response = await getUserDetail(operator, alice.id);
    expect(response.statusCode).toBe(200);
    const detail: OperatorUserDetail = response.json();
    expect(detail.profile).toMatchObject({
      id: alice.id,
      name: 'Alice Anderson',
      phone: '+14015550123',
      phoneVerifiedAt: expect.any(String),
      role: 'user',
      userType: 'home_owner',
      city: 'Providence',
      suspension: { since: expect.any(String), until: expect.any(String), reason: 'Asked for cash' },
    });
    expect(detail.listings).toMatchObject({ total: 1, items: [{ status: 'ongoing' }] });
    expect(detail.bids).toEqual({ items: [], total: 0 });
    expect(detail.contracts).toMatchObject({ total: 1, items: [{ id: contractId, side: 'poster', totalPaidCents: 30_000 }] });
    expect(detail.payments.attempts).toMatchObject({ total: 1, items: [{ id: paymentId, status: 'succeeded', method: 'card', purpose: 'pay', refundable: true }] });
    expect(detail.payments.payouts).toEqual({ items: [], total: 0 });
    expect(detail.tickets).toMatchObject({ total: 1, items: [{ subject: 'Refund please', status: 'new' }] });
    expect(detail.reports).toMatchObject({ total: 1, items: [{ targetType: 'user', reason: 'scam', status: 'open', reporterId: bob.id }] });
    expect(detail.sessions.total).toBeGreaterThanOrEqual(1);
    expect(detail.sessions.items[0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      active: true,
      ipAddress: expect.any(String),
      userAgent: expect.any(String),
    });
    // the audit rows about her and about her payment, not the one about someone else
    expect(detail.audit.total).toBe(2);
    expect(detail.audit.items.map((e) => [e.action, e.target.type])).toEqual([
      ['refund', 'payment'],
      ['suspend', 'user'],
    ]);
    expect(detail.audit.items[1]).toMatchObject({ actor: { id: operator.id, name: 'Olive Operator' }, reason: 'Asked for cash', ip: '203.0.113.9' });

    // the bidder sees the same contract from the other side
    const bobsPage: OperatorUserDetail = (await getUserDetail(operator, bob.id)).json();
    expect(bobsPage.contracts.items).toMatchObject([{ id: contractId, side: 'bidder' }]);
    expect(bobsPage.bids).toMatchObject({ total: 1, items: [{ listingTitle: expect.any(String) }] });

    // no password hash, no token, no session id: neither as a key nor as a value
    const body = response.body;
    expect(keysOf(detail).filter((k) => /password|token|secret/i.test(k))).toEqual([]);
    const [account] = await app.ctx.db.select().from(accounts).where(eq(accounts.userId, alice.id));
    const aliceSessions = await app.ctx.db.select().from(sessions).where(eq(sessions.userId, alice.id));
    expect(account!.password).toBeTruthy();
    for (const secret of [account!.password!, alice.password, ...aliceSessions.flatMap((s) => [s.token, s.id])]) expect(body).not.toContain(secret);
  });

  it('answers 404 for a user who does not exist', async () => {
    const response = await getUserDetail(operator, 'no-such-user');
    expect([response.statusCode, response.json().error.message]).toEqual([404, OPERATOR_MSG.userNotFound]);
  });
});
