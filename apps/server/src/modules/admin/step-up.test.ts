import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import type { App } from '../../app';
import { findUserRole } from '../../platform/auth/roles';
import { buildUser } from '../../../test/factories';
import { ageSessions, auditRowsOf, buildOperator, putRole, refusalOf, stepUp, withAdminRoutes } from '../../../test/support/admin';
import { buildFundedContract, buildPaymentsTestApp, decide, disputeAction, escrowRow, openDisputeId } from '../../../test/support/disputes';

const STEP_UP_REQUIRED = { error: { code: 'step_up_required', message: ADMIN_MSG.stepUpRequired } };

describe('step-up: a change needs the password within the last 15 minutes', () => {
  let app: App;
  beforeAll(async () => {
    app = await withAdminRoutes(await buildPaymentsTestApp());
  });
  afterAll(() => app.close());

  it('counts a fresh sign-in, refuses an old one, and accepts the right password entered again', async () => {
    const admin = await buildOperator(app, 'admin');
    const target = await buildUser(app);
    const me = async () => (await admin.request({ method: 'GET', url: '/api/admin/me' })).json();

    // signed in a minute ago: fresh
    await ageSessions(app, admin, 1);
    expect(await me()).toMatchObject({ stepUpFresh: true });
    expect((await putRole(admin, target.id, { role: 'support' })).statusCode).toBe(200);

    // signed in 16 minutes ago: asked for the password, and nothing changes
    await ageSessions(app, admin, 16);
    expect(await me()).toMatchObject({ stepUpFresh: false });
    expect(refusalOf(await putRole(admin, target.id, { role: 'admin' }))).toEqual([403, STEP_UP_REQUIRED]);
    expect(await findUserRole(app.ctx.db, target.id)).toBe('support');

    // a wrong password changes nothing
    const wrong = await stepUp(admin, 'not-my-password');
    expect(refusalOf(wrong)).toEqual([400, { error: { code: 'wrong_password', message: ADMIN_MSG.wrongPassword } }]);
    expect(refusalOf(await putRole(admin, target.id, { role: 'admin' }))).toEqual([403, STEP_UP_REQUIRED]);

    // the right one: 15 minutes from now
    const right = await stepUp(admin, admin.password);
    expect([right.statusCode, right.json().message]).toEqual([200, ADMIN_MSG.steppedUp]);
    const until = new Date(right.json().stepUpUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(await me()).toMatchObject({ stepUpFresh: true, stepUpUntil: right.json().stepUpUntil });
    expect((await putRole(admin, target.id, { role: 'admin' })).statusCode).toBe(200);
    expect(await findUserRole(app.ctx.db, target.id)).toBe('admin');

    // the step-up itself goes stale after 15 minutes
    await ageSessions(app, admin, 16);
    expect(refusalOf(await putRole(admin, target.id, { role: 'user' }))).toEqual([403, STEP_UP_REQUIRED]);
    expect((await auditRowsOf(app, target.id)).map((r) => r.after)).toEqual([{ role: 'admin' }, { role: 'support' }]);
  });

  it('is for operators only', async () => {
    const user = await buildUser(app);
    expect(refusalOf(await stepUp(user, user.password))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
    const signedOut = await app.inject({ method: 'POST', url: '/api/admin/step-up', headers: { origin: 'http://localhost:3000' }, payload: { password: 'x' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it("guards a dispute's decision too", async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const id = await openDisputeId(poster, contractId, 1);
    await disputeAction(bidder, id, 'ask-homebid');
    const support = await buildOperator(app, 'support');
    const decision = { outcome: 'refund', note: 'No work was delivered.' };

    await ageSessions(app, support, 20);
    expect(refusalOf(await decide(support, id, decision))).toEqual([403, STEP_UP_REQUIRED]);
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'disputed' });
    expect(await auditRowsOf(app, id)).toHaveLength(0);

    expect((await stepUp(support, support.password)).statusCode).toBe(200);
    expect((await decide(support, id, decision)).statusCode).toBe(200);
  });
});
