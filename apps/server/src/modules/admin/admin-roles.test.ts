import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import type { App } from '../../app';
import { findUserRole } from '../../platform/auth/roles';
import { AppError } from '../../platform/errors';
import { buildTestApp } from '../../../test/test-app';
import { buildUser } from '../../../test/factories';
import { auditRowsOf, buildOperator, putRole, refusalOf, withAdminRoutes } from '../../../test/support/admin';
import { ADMIN_USAGE, runAdminCommand } from './admin-command';
import { applyAdminEmails } from './user-roles.service';

const refusal = (code: string, message: string) => ({ error: { code, message } });

describe('operator roles', () => {
  let app: App;
  beforeAll(async () => {
    app = await withAdminRoutes(await buildTestApp());
  });
  afterAll(() => app.close());

  it('grants and revokes a role on the command line, audited as the system', async () => {
    const user = await buildUser(app);
    const run = (...args: string[]) => runAdminCommand(app.ctx.db, args);

    expect(await run('grant', user.email.toUpperCase(), 'support')).toBe(`${user.email.toUpperCase()} is now Support (was User).`);
    expect(await findUserRole(app.ctx.db, user.id)).toBe('support');
    expect(await run('grant', user.email, 'admin')).toBe(`${user.email} is now Admin (was Support).`);
    expect(await run('grant', user.email, 'admin')).toBe(`${user.email} is already Admin.`);
    expect(await run('revoke', user.email)).toBe(`${user.email} is no longer Admin.`);
    expect(await findUserRole(app.ctx.db, user.id)).toBe('user');

    // one row per change, none for the grant that changed nothing
    const rows = await auditRowsOf(app, user.id);
    expect(rows.map((r) => [r.action, r.actorId, r.actorRole, r.before, r.after, r.reason, r.ip])).toEqual([
      ['role_change', null, 'system', { role: 'admin' }, { role: 'user' }, 'Command line', null],
      ['role_change', null, 'system', { role: 'support' }, { role: 'admin' }, 'Command line', null],
      ['role_change', null, 'system', { role: 'user' }, { role: 'support' }, 'Command line', null],
    ]);

    await expect(run('grant', 'nobody@example.com', 'admin')).rejects.toThrow(ADMIN_MSG.userNotFound);
    for (const args of [['grant', user.email, 'user'], ['grant', user.email], ['revoke', user.email, 'admin'], ['promote', user.email, 'admin'], []]) {
      await expect(run(...args)).rejects.toEqual(new AppError('bad_request', ADMIN_USAGE, 400));
    }
    expect(await auditRowsOf(app, user.id)).toHaveLength(3);
  });

  it('makes the users of ADMIN_EMAILS admins at start, once, and names the e-mails nobody registered', async () => {
    const first = await buildUser(app);
    const second = await buildUser(app);
    await runAdminCommand(app.ctx.db, ['grant', second.email, 'admin']);
    const config = { ADMIN_EMAILS: ` ${first.email.toUpperCase()}, ${second.email},,later@example.com ` };

    expect(await applyAdminEmails({ db: app.ctx.db, config })).toEqual({ granted: [first.email], missing: ['later@example.com'] });
    expect(await findUserRole(app.ctx.db, first.id)).toBe('admin');
    expect((await auditRowsOf(app, first.id)).map((r) => [r.actorRole, r.reason, r.after])).toEqual([['system', 'ADMIN_EMAILS at start', { role: 'admin' }]]);
    // a second start changes nothing and writes nothing
    expect(await applyAdminEmails({ db: app.ctx.db, config })).toEqual({ granted: [], missing: ['later@example.com'] });
    expect(await auditRowsOf(app, first.id)).toHaveLength(1);
    expect(await applyAdminEmails({ db: app.ctx.db, config: {} })).toEqual({ granted: [], missing: [] });
  });

  it("lets an admin change another user's role through the API, audited with who, the reason and the address", async () => {
    const admin = await buildOperator(app, 'admin');
    const target = await buildUser(app);

    const changed = await putRole(admin, target.id, { role: 'support', reason: 'Joins the support team' });
    expect([changed.statusCode, changed.json()]).toEqual([200, { id: target.id, name: target.name, email: target.email, role: 'support' }]);
    expect(await findUserRole(app.ctx.db, target.id)).toBe('support');
    const [row] = await auditRowsOf(app, target.id);
    expect(row).toMatchObject({ actorId: admin.id, actorRole: 'admin', action: 'role_change', targetType: 'user', reason: 'Joins the support team', before: { role: 'user' }, after: { role: 'support' } });
    expect(row.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$|:/);

    // the same role again changes nothing and writes nothing
    expect((await putRole(admin, target.id, { role: 'support' })).statusCode).toBe(200);
    expect(await auditRowsOf(app, target.id)).toHaveLength(1);

    expect(refusalOf(await putRole(admin, admin.id, { role: 'user' }))).toEqual([403, refusal('forbidden', ADMIN_MSG.ownRole)]);
    expect(refusalOf(await putRole(admin, 'no-such-user', { role: 'admin' }))).toEqual([404, refusal('not_found', ADMIN_MSG.userNotFound)]);
    expect((await putRole(admin, target.id, { role: 'owner' })).json().error).toMatchObject({ code: 'validation', message: ADMIN_MSG.roleRequired, field: 'role' });
  });

  it('refuses the role change to support, users and the signed-out, with nothing but the refusal', async () => {
    const support = await buildOperator(app, 'support');
    const user = await buildUser(app);
    const target = await buildUser(app);

    expect(refusalOf(await putRole(support, target.id, { role: 'admin' }))).toEqual([403, refusal('forbidden', ADMIN_MSG.adminOnly)]);
    expect(refusalOf(await putRole(user, target.id, { role: 'admin' }))).toEqual([403, refusal('forbidden', ADMIN_MSG.staffOnly)]);
    // a support agent cannot make themselves admin either
    expect(refusalOf(await putRole(support, support.id, { role: 'admin' }))).toEqual([403, refusal('forbidden', ADMIN_MSG.adminOnly)]);
    const signedOut = await app.inject({ method: 'PUT', url: `/api/admin/users/${target.id}/role`, headers: { origin: 'http://localhost:3000' }, payload: { role: 'admin' } });
    expect(refusalOf(signedOut)).toEqual([401, refusal('unauthorized', expect.any(String))]);
    expect(await findUserRole(app.ctx.db, target.id)).toBe('user');
    expect(await findUserRole(app.ctx.db, support.id)).toBe('support');
    expect(await auditRowsOf(app, target.id)).toHaveLength(0);
  });

  it('tells an operator their role, reads it from the database at every call, and refuses everyone else', async () => {
    const support = await buildOperator(app, 'support');
    const user = await buildUser(app);
    const me = (who: { request: typeof user.request }) => who.request({ method: 'GET', url: '/api/admin/me' });
    // the web app's own profile carries the role: the shell links staff to the console
    const roleInProfile = async (who: { request: typeof user.request }) => (await who.request({ method: 'GET', url: '/api/profile/me' })).json().role;
    expect([await roleInProfile(support), await roleInProfile(user)]).toEqual(['support', 'user']);

    const answer = await me(support);
    expect([answer.statusCode, answer.json()]).toEqual([200, { id: support.id, name: support.name, email: support.email, role: 'support', stepUpFresh: true, stepUpUntil: expect.any(String) }]);
    expect(new Date(answer.json().stepUpUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    expect(refusalOf(await me(user))).toEqual([403, refusal('forbidden', ADMIN_MSG.staffOnly)]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);

    // revoked: refused on the very next call (the session cache holds no role)
    await runAdminCommand(app.ctx.db, ['revoke', support.email]);
    expect(refusalOf(await me(support))).toEqual([403, refusal('forbidden', ADMIN_MSG.staffOnly)]);
    expect(await roleInProfile(support)).toBe('user');
  });
});
