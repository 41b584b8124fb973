import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MSG } from '@homebid/shared/constants';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildContractor, buildPoster, createServiceListing } from '../../../test/support/bids';
import { auditRowsOf, buildModerationTestApp, buildOperator, refusalOf, report } from '../../../test/support/moderation';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('role probes of the moderation operations', () => {
  let app: App;
  let probes: Array<{ method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown>; adminOnly: boolean }>;
  let victim: TestUser;
  let listingId: string;
  beforeAll(async () => {
    app = await buildModerationTestApp();
    victim = await buildPoster(app);
    listingId = await createServiceListing(victim);
    const reporter = await buildContractor(app);
    const reportId = (await report(reporter, { target: { type: 'listing', id: listingId }, reason: 'scam' })).json().id as string;
    // valid bodies: a refusal must come from the role, not from the input
    probes = [
      { method: 'POST', url: `/api/admin/users/${victim.id}/suspend`, payload: { reason: 'probe' }, adminOnly: true },
      { method: 'POST', url: `/api/admin/users/${victim.id}/unsuspend`, payload: { reason: 'probe' }, adminOnly: true },
      { method: 'POST', url: `/api/admin/listings/${listingId}/hide`, payload: { reason: 'probe' }, adminOnly: true },
      { method: 'POST', url: `/api/admin/listings/${listingId}/unhide`, payload: {}, adminOnly: true },
      { method: 'GET', url: '/api/admin/reports?state=open', adminOnly: false },
      { method: 'GET', url: '/api/admin/reports?state=handled', adminOnly: false },
      { method: 'POST', url: `/api/admin/reports/${reportId}/decision`, payload: { action: 'suspend_user', reason: 'probe' }, adminOnly: true },
    ];
  });
  afterAll(() => app.close());

  it('refuses the signed out (401), a plain user (403) and support where only an admin may act (403), with the error alone', async () => {
    const plain = await buildUser(app);
    const support = await buildOperator(app, 'support');
    for (const probe of probes) {
      const signedOut = await app.inject({ method: probe.method, url: probe.url, headers: ORIGIN, ...(probe.payload ? { payload: probe.payload } : {}) });
      expect([probe.url, ...refusalOf(signedOut)]).toEqual([probe.url, 401, { error: { code: 'unauthorized', message: MSG.loginToContinue } }]);
      const asUser = await plain.request({ method: probe.method, url: probe.url, ...(probe.payload ? { payload: probe.payload } : {}) });
      expect([probe.url, ...refusalOf(asUser)]).toEqual([probe.url, 403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
      if (probe.adminOnly) {
        const asSupport = await support.request({ method: probe.method, url: probe.url, ...(probe.payload ? { payload: probe.payload } : {}) });
        expect([probe.url, ...refusalOf(asSupport)]).toEqual([probe.url, 403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
      }
    }
    // nothing happened
    expect((await victim.request({ method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    expect(await auditRowsOf(app, victim.id)).toHaveLength(0);
    expect(await auditRowsOf(app, listingId)).toHaveLength(0);
  });
});
