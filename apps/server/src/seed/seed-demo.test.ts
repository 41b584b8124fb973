import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { operatorMeSchema } from '@homebid/shared/schemas/admin';
import { contractEscrowSchema, type ContractEscrow } from '@homebid/shared/schemas/escrow';
import { adminReportPageSchema, REPORT_REASON_LABELS } from '@homebid/shared/schemas/moderation';
import { deskTicketPageSchema } from '@homebid/shared/schemas/support-desk';
import { myProfileSchema, publicProfileSchema } from '@homebid/shared/schemas/profile';
import type { App } from '../app';
import { auditLog, contracts, users } from '../db/schema';
import { checkLedger } from '../modules/milestone-payments/ledger-check';
import { cookieFrom } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { getInitials } from './demo-images';
import { DEMO_REPORTED_MESSAGE, DEMO_SUPPORT_SUBJECT } from './console/seed-console';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_PASSWORD, seedDemoData } from './seed-demo';

describe('demo seed', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signIn = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return cookieFrom(response);
  };

  const idOf = async (email: string) => (await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('creates three users and the operator, and prints their e-mails and the password', async () => {
    const result = await seedDemoData(app.ctx, { log: (line) => lines.push(line) });
    expect(result?.accounts.map((a) => a.userType)).toEqual(['home_owner', 'contractor', 'supplier']);
    expect(result?.operator).toMatchObject({ email: 'demo.operator@example.com', name: 'Dana Brooks', role: 'admin' });
    const printed = lines.join('\n');
    for (const account of DEMO_ACCOUNTS) expect(printed).toContain(account.email);
    expect(printed).toMatch(/demo\.operator@example\.com +\(admin: the operator console at \/admin\)/);
    expect(printed).toContain(DEMO_PASSWORD);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoData(app.ctx, { log: () => {} })).toBeUndefined();
    expect(await app.ctx.db.select().from(users)).toHaveLength(4);
  });

  it("makes Dana Brooks an admin of the operator console (audited as the system), who signs in with the demo password and finds the console's queues not empty", async () => {
    const cookie = await signIn(DEMO_OPERATOR.email);
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // a complete profile: her sign-in goes to the app, not to onboarding
    expect(myProfileSchema.parse(await get('/api/profile/me'))).toMatchObject({ name: 'Dana Brooks', isHomeScreenLoaded: true });
    expect(operatorMeSchema.parse(await get('/api/admin/me'))).toMatchObject({ name: 'Dana Brooks', email: DEMO_OPERATOR.email, role: 'admin' });
    const operatorId = await idOf(DEMO_OPERATOR.email);
    const grants = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, operatorId));
    expect(grants.map((r) => [r.action, r.actorRole, r.after])).toEqual([['role_change', 'system', { role: 'admin' }]]);

    // one open report: the supplier reports the contractor's chat message asking to pay outside HomeBid
    const reports = adminReportPageSchema.parse(await get('/api/admin/reports?state=open'));
    expect(reports.total).toBe(1);
    const [report] = reports.items;
    expect(REPORT_REASON_LABELS[report!.reason]).toBe('Asking to pay outside HomeBid');
    expect(report).toMatchObject({
      reporter: { name: DEMO_ACCOUNTS[2].name },
      target: { type: 'message', title: expect.stringContaining(DEMO_REPORTED_MESSAGE.slice(0, 40)), owner: { name: DEMO_ACCOUNTS[1].name } },
    });
    // the two of them see the message in their chat
    const supplierCookie = await signIn(DEMO_ACCOUNTS[2].email);
    const channels = (await app.inject({ method: 'GET', url: '/api/chat/channels', headers: { cookie: supplierCookie } })).json();
    expect(JSON.stringify(channels)).toContain(DEMO_ACCOUNTS[1].name);

    // one new 'Contact Support' ticket from the home owner
    const tickets = deskTicketPageSchema.parse(await get('/api/admin/tickets'));
    expect(tickets.tickets.map((t) => [t.subject, t.status, t.user.email])).toEqual([[DEMO_SUPPORT_SUBJECT, 'new', DEMO_ACCOUNTS[0].email]]);
  });

  it('gives every demo user a complete profile they can sign in to', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const cookie = await signIn(account.email);
      const profile = myProfileSchema.parse((await app.inject({ method: 'GET', url: '/api/profile/me', headers: { cookie } })).json());
      expect(profile).toMatchObject({ email: account.email, name: account.name, userType: account.userType, isHomeScreenLoaded: true, isPhoneVerified: true });
      expect(profile.phone).toMatch(/^\+1\d{10}$/);
      for (const field of ['streetAddress', 'city', 'state', 'zipCode'] as const) expect(profile[field]).toBeTruthy();
      expect(['Providence', 'Worcester', 'Cranston']).toContain(profile.city);
      if (account.userType !== 'home_owner') {
        expect(profile.industries.length).toBeGreaterThan(0);
        expect(profile.business.name).toBeTruthy();
      }
      const avatar = await app.inject({ method: 'GET', url: profile.imageUrl! });
      expect(avatar.headers['content-type']).toBe('image/png');
      expect(PNG.sync.read(avatar.rawPayload).width).toBeGreaterThan(0);
    }
  });

  it('gives the contractor a certificate and feedback', async () => {
    const cookie = await signIn(DEMO_ACCOUNTS[0].email);
    const [contractorId] = (await app.ctx.db.select({ id: users.id, email: users.email }).from(users))
      .filter((u) => u.email === DEMO_ACCOUNTS[1].email)
      .map((u) => u.id);
    const view = publicProfileSchema.parse((await app.inject({ method: 'GET', url: `/api/profiles/${contractorId}`, headers: { cookie } })).json());
    expect(view.certificates).toHaveLength(1);
    expect(view.testimonials.length).toBeGreaterThanOrEqual(2);
    expect(view.testimonials.every((t) => t.posterName === DEMO_ACCOUNTS[0].name)).toBe(true);
  });

  it('shows escrow on two contracts of the home owner and the contractor, to both: released, submitted for review, in dispute; the books balance', async () => {
    const [posterId, contractorId] = await Promise.all([idOf(DEMO_ACCOUNTS[0].email), idOf(DEMO_ACCOUNTS[1].email)]);
    const theirs = await app.ctx.db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.posterId, posterId), eq(contracts.bidderId, contractorId)));
    expect(theirs).toHaveLength(3);
    for (const [account, side] of [[DEMO_ACCOUNTS[0], 'poster'], [DEMO_ACCOUNTS[1], 'bidder']] as const) {
      const cookie = await signIn(account.email);
      const escrows: ContractEscrow[] = [];
      for (const { id } of theirs) {
        const response = await app.inject({ method: 'GET', url: `/api/contracts/${id}/escrow`, headers: { cookie } });
        expect(response.statusCode).toBe(200);
        escrows.push(contractEscrowSchema.parse(response.json()));
      }

      // milestone 1 funded by card and released, milestone 2 funded and submitted for review with a note
      const review = escrows.find((e) => e.milestones[0]?.state === 'released')!;
      expect(review.milestones.map((m) => m.label)).toEqual(['Released', 'Submitted for review']);
      const [first, second] = review.milestones as [ContractEscrow['milestones'][number], ContractEscrow['milestones'][number]];
      expect(first).toMatchObject({ method: 'card', heldCents: 0, releasedCents: first.amountCents });
      expect(second).toMatchObject({ method: 'card', heldCents: second.amountCents, submitNote: expect.stringContaining('please review'), autoReleaseAt: expect.any(String) });
      expect(review).toMatchObject({ releasedCents: first.amountCents, heldCents: second.amountCents, disputes: [] });

      // another: milestone 1 in dispute, opened by the poster, answered by the contractor, who proposed a split
      const disputed = escrows.find((e) => e.disputes.length > 0)!;
      expect(disputed.milestones.map((m) => m.state)).toEqual(['disputed', 'unfunded']);
      const [dispute] = disputed.disputes;
      expect(dispute).toMatchObject({ milestonePosition: 1, openedBy: 'poster', viewerSide: side, state: 'negotiating', proposal: { by: 'bidder' }, outcome: null });
      expect(dispute!.proposal!.releaseCents).toBeGreaterThan(0);
      expect(dispute!.proposal!.releaseCents).toBeLessThan(dispute!.amountCents);
      expect(dispute!.events.map((e) => [e.kind, e.actor])).toEqual([['opened', 'poster'], ['responded', 'bidder'], ['proposed', 'bidder']]);

      // the third is left unfunded, for paying a milestone directly
      expect(escrows.filter((e) => e.fundedCents === 0)).toHaveLength(1);
    }
    const report = await checkLedger(app.ctx.db);
    expect(report).toMatchObject({ ok: true, unbalancedEntries: [], contractMismatches: [], paymentMismatches: [], escrowMismatches: [] });
    expect(report.escrow.heldCents).toBeGreaterThan(0);
    expect(report.escrow.releasedCents).toBeGreaterThan(0);
  });

  it('makes initials for the avatar', () => {
    expect(getInitials('Marcus Rivera')).toBe('MR');
    expect(getInitials('  priya  ')).toBe('P');
  });
});
