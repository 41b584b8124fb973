import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildFundedContract, buildPaymentsTestApp, makeOperator } from '../../../test/support/disputes';
import { payByCard, withOperatorRoutes } from '../../../test/support/operator';

/**
 * Every operation of the Overview, Users and Money: signed out 401, a plain user (even a side of the contract) 403,
 * support 403 where only an admin may act; each refusal is the error alone, with nothing of the operation's data.
 */
describe('operator routes refuse whoever may not call them', () => {
  let app: App;
  let poster: TestUser;
  let plain: TestUser;
  let support: TestUser;
  let operations: Array<{ name: string; adminOnly: boolean; request: InjectOptions }>;
  /** What an answer to an operator must never leak to a refused caller. */
  let secrets: string[];

  beforeAll(async () => {
    app = await withOperatorRoutes(await buildPaymentsTestApp());
    const funded = await buildFundedContract(app, [2]);
    poster = funded.poster;
    const paymentId = await payByCard(poster, funded.contractId, 1);
    plain = await buildUser(app);
    support = await buildUser(app);
    await makeOperator(app, support, 'support');
    secrets = [poster.email, funded.bidder.email, poster.name, paymentId, '30927', '30000', 'ledger', 'poster_funding'];
    operations = [
      { name: 'overview', adminOnly: false, request: { method: 'GET', url: '/api/admin/overview' } },
      { name: 'search users', adminOnly: false, request: { method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(poster.email)}` } },
      { name: 'user detail', adminOnly: false, request: { method: 'GET', url: `/api/admin/users/${poster.id}` } },
      { name: 'contract money', adminOnly: false, request: { method: 'GET', url: `/api/admin/contracts/${funded.contractId}/money` } },
      { name: 'ledger check', adminOnly: false, request: { method: 'POST', url: '/api/admin/ledger-check' } },
      { name: 'refund', adminOnly: true, request: { method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, payload: { reason: 'Probe' } } },
    ];
  });
  afterAll(() => app.close());

  const expectBareRefusal = (response: { statusCode: number; body: string }, status: number, message?: string) => {
    expect(response.statusCode).toBe(status);
    const body = JSON.parse(response.body);
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    if (message) expect(body.error.message).toBe(message);
    for (const secret of secrets) expect(response.body).not.toContain(secret);
  };

  it('answers a signed-out caller 401', async () => {
    for (const { name, request } of operations) {
      const response = await app.inject({ ...request, headers: { origin: 'http://localhost:3000' } });
      expect(response.statusCode, name).toBe(401);
      expectBareRefusal(response, 401);
    }
  });

  it('answers a plain user, and a side of the contract, 403 for HomeBid staff only', async () => {
    for (const user of [plain, poster]) {
      for (const { request } of operations) expectBareRefusal(await user.request(request), 403, ADMIN_MSG.staffOnly);
    }
  });

  it('lets support read, and answers support 403 where only an admin may act', async () => {
    for (const { name, adminOnly, request } of operations) {
      const response = await support.request(request);
      if (adminOnly) expectBareRefusal(response, 403, ADMIN_MSG.adminOnly);
      else expect(response.statusCode, name).toBe(200);
    }
  });
});
