import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { auditLog } from '../../db/schema/audit';
import { buildUser } from '../../../test/factories';
import { auditRowsOf, buildOperator, withAdminRoutes } from '../../../test/support/admin';
import { buildFundedContract, buildPaymentsTestApp, decide, disputeAction, openDisputeId } from '../../../test/support/disputes';
import { csvField } from './csv';
import { recordAudit, SYSTEM_SOURCE } from './record-audit';

/** The statement fails on the table's trigger (drizzle wraps the driver's error as its cause). */
async function expectRefused(statement: Promise<unknown>, operation: string) {
  const error = await statement.then(() => undefined, (e: unknown) => e as { message: string; cause?: { message: string } });
  expect(error?.cause?.message ?? error?.message).toBe(`the audit log is append-only (${operation} on audit_log)`);
}

describe('the audit log', () => {
  let app: App;
  beforeAll(async () => {
    app = await withAdminRoutes(await buildPaymentsTestApp());
  });
  afterAll(() => app.close());

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const targetId = randomUUID();
    await app.ctx.db.transaction((tx) => recordAudit(tx, { ...SYSTEM_SOURCE, action: 'suspend', target: { type: 'user', id: targetId }, reason: 'Fraud' }));
    const [row] = await auditRowsOf(app, targetId);

    await expectRefused(app.ctx.db.execute(sql`UPDATE audit_log SET reason = 'Nothing happened' WHERE id = ${row.id}`), 'UPDATE');
    await expectRefused(app.ctx.db.execute(sql`DELETE FROM audit_log WHERE id = ${row.id}`), 'DELETE');
    await expectRefused(app.ctx.db.execute(sql`TRUNCATE audit_log`), 'TRUNCATE');
    await expectRefused(app.ctx.database.query('UPDATE audit_log SET actor_role = $1', ['admin']), 'UPDATE');
    expect(await auditRowsOf(app, targetId)).toEqual([row]);
  });

  it("writes a dispute's decision with who decided, the note, and before and after", async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const id = await openDisputeId(poster, contractId, 1);
    await disputeAction(bidder, id, 'ask-homebid');
    const support = await buildOperator(app, 'support');

    const decided = await decide(support, id, { outcome: 'split', releaseCents: 10_000, note: 'A third of the work was done.' });
    expect(decided.statusCode).toBe(200);
    const rows = await auditRowsOf(app, id);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: support.id,
        actorRole: 'support',
        action: 'dispute_decision',
        targetType: 'dispute',
        reason: 'A third of the work was done.',
        before: { state: 'with_homebid', amountCents: 30_000 },
        after: { state: 'settled', outcome: 'split', releaseCents: 10_000, refundCents: 20_000 },
        ip: expect.any(String),
      }),
    ]);

    // a refused decision (already settled) writes nothing
    expect((await decide(support, id, { outcome: 'refund', note: 'Again' })).statusCode).toBe(409);
    expect(await auditRowsOf(app, id)).toHaveLength(1);
  });

  it('lists the log to support and admins, newest first, with filters and pages', async () => {
    const support = await buildOperator(app, 'support');
    const admin = await buildOperator(app, 'admin');
    const target = randomUUID();
    const at = (iso: string) => new Date(iso);
    await app.ctx.db.insert(auditLog).values([
      { actorId: admin.id, actorRole: 'admin', action: 'hide_listing', targetType: 'listing', targetId: target, reason: 'Scam', createdAt: at('2031-03-01T10:00:00Z') },
      { actorId: admin.id, actorRole: 'admin', action: 'unhide_listing', targetType: 'listing', targetId: target, createdAt: at('2031-03-02T23:59:59Z') },
      { actorId: support.id, actorRole: 'support', action: 'hide_listing', targetType: 'listing', targetId: target, createdAt: at('2031-03-03T00:00:00Z') },
      { actorId: null, actorRole: 'system', action: 'role_change', targetType: 'user', targetId: target, createdAt: at('2031-03-04T00:00:00Z') },
    ]);
    const list = async (query: string, who = support) => {
      const response = await who.request({ method: 'GET', url: `/api/admin/audit?targetId=${target}&${query}` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const actions = async (query: string) => (await list(query)).entries.map((e: { action: string }) => e.action);

    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.entries.map((e: { createdAt: string }) => e.createdAt)).toEqual(['2031-03-04T00:00:00.000Z', '2031-03-03T00:00:00.000Z', '2031-03-02T23:59:59.000Z', '2031-03-01T10:00:00.000Z']);
    expect(all.entries[3]).toEqual({
      id: expect.any(Number),
      createdAt: '2031-03-01T10:00:00.000Z',
      actor: { id: admin.id, role: 'admin', name: admin.name, email: admin.email },
      action: 'hide_listing',
      target: { type: 'listing', id: target },
      reason: 'Scam',
      before: null,
      after: null,
      ip: null,
    });
    expect(all.entries[0].actor).toEqual({ id: null, role: 'system', name: null, email: null });

    expect(await actions('action=hide_listing')).toEqual(['hide_listing', 'hide_listing']);
    expect(await actions(`actorId=${admin.id}`)).toEqual(['unhide_listing', 'hide_listing']);
    expect(await actions('actorId=system')).toEqual(['role_change']);
    expect(await actions('targetType=user')).toEqual(['role_change']);
    expect(await actions('from=2031-03-02&to=2031-03-03')).toEqual(['hide_listing', 'unhide_listing']);
    expect(await actions('to=2031-03-01')).toEqual(['hide_listing']);
    const second = await list('pageSize=3&page=2', admin);
    expect([second.total, second.page, second.pageSize, second.entries.length]).toEqual([4, 2, 3, 1]);

    const invalid = await support.request({ method: 'GET', url: '/api/admin/audit?from=2031-02-30' });
    expect([invalid.statusCode, invalid.json().error.field]).toEqual([400, 'from']);
    const user = await buildUser(app);
    const refused = await user.request({ method: 'GET', url: `/api/admin/audit?targetId=${target}` });
    expect([refused.statusCode, Object.keys(refused.json())]).toEqual([403, ['error']]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('exports CSV as a download, with commas, quotes, line breaks and formulas escaped', async () => {
    const support = await buildOperator(app, 'support');
    const target = randomUUID();
    const reason = 'Refund, as "agreed"\nsecond line';
    await app.ctx.db.transaction((tx) =>
      recordAudit(tx, { actor: { id: support.id, role: 'support' }, ip: '10.1.2.3', action: 'refund', target: { type: 'payment', id: target }, reason, before: { status: 'succeeded' }, after: { status: 'refunded' } }),
    );
    await app.ctx.db.transaction((tx) => recordAudit(tx, { ...SYSTEM_SOURCE, action: 'suspend', target: { type: 'user', id: target }, reason: '=HYPERLINK("http://evil.example")' }));

    const response = await support.request({ method: 'GET', url: `/api/admin/audit.csv?targetId=${target}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="homebid-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('id,created_at,actor_id,actor_name,actor_email,actor_role,action,target_type,target_id,reason,before,after,ip');
    // newest first: the system's row, its formula kept as text
    expect(lines[1]).toMatch(new RegExp(`^\\d+,[^,]+,,,,system,suspend,user,${target},"'=HYPERLINK\\(""http://evil.example""\\)",,,$`));
    // the refund's reason is one quoted field holding its comma, quotes and line break; the JSON's quotes are doubled
    const refund = (await auditRowsOf(app, target)).find((r) => r.action === 'refund')!;
    expect(lines[2]).toBe(
      `${refund.id},${refund.createdAt.toISOString()},${support.id},${support.name},${support.email},support,refund,payment,${target},` +
        `"Refund, as ""agreed""\nsecond line","{""status"":""succeeded""}","{""status"":""refunded""}",10.1.2.3`,
    );
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toBe('');

    const user = await buildUser(app);
    const refused = await user.request({ method: 'GET', url: `/api/admin/audit.csv?targetId=${target}` });
    expect([refused.statusCode, Object.keys(refused.json())]).toEqual([403, ['error']]);
  });

  it('quotes a field only when it must', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', '', null, 42, -3, '-3', '+1', '@sum', ' spaced '].map(csvField)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '',
      '',
      '42',
      '-3',
      "'-3",
      "'+1",
      "'@sum",
      ' spaced ',
    ]);
  });
});
