import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MSG } from '@homebid/shared/constants';
import { OPERATOR_MSG, operatorCertificateSchema, operatorUserDetailSchema } from '@homebid/shared/schemas/operator';
import type { App } from '../../app';
import { certificates } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { buildUser, type TestUser } from '../../../test/factories';
import { ageSessions, auditRowsOf, buildOperator, refusalOf, stepUp } from '../../../test/support/admin';
import { buildModerationTestApp } from '../../../test/support/moderation';
import { getUserDetail, withOperatorRoutes } from '../../../test/support/operator';
import { buildMultipart, createPngBytes } from '../../../test/support/upload-files';
import { ADMIN_USAGE, runAdminCommand } from './admin-command';

const ORIGIN = { origin: 'http://localhost:3000' };
const STEP_UP_REQUIRED = { error: { code: 'step_up_required', message: ADMIN_MSG.stepUpRequired } };
const UNKNOWN_ID = 'no-such-certificate';

const review = (operator: TestUser, certificateId: string, payload?: Record<string, unknown>) =>
  operator.request({ method: 'POST', url: `/api/admin/certificates/${certificateId}/review`, ...(payload ? { payload } : {}) });

/** Adds a certificate the way the profile page does ('Add Certification'); returns its id. */
async function addCertificate(user: TestUser, title: string): Promise<string> {
  const { payload, headers } = buildMultipart({ title, issuerName: 'State of RI' }, [{ fileName: 'license.png', contentType: 'image/png', bytes: createPngBytes() }]);
  const response = await user.request({ method: 'POST', url: '/api/profile/certificates', payload, headers });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

const rowOf = async (app: App, id: string) => (await app.ctx.db.select().from(certificates).where(eq(certificates.id, id)))[0]!;

describe("'Mark a certificate as reviewed'", () => {
  let app: App;
  let admin: TestUser;
  let contractor: TestUser;
  beforeAll(async () => {
    app = await withOperatorRoutes(await buildModerationTestApp());
    admin = await buildOperator(app, 'admin');
    contractor = await buildUser(app, { userType: 'contractor' });
  });
  afterAll(() => app.close());

  it("lists the user's certificates on their console page, reviews one once with its audit row, and refuses the second review", async () => {
    const license = await addCertificate(contractor, 'RI Electrical License');
    const insurance = await addCertificate(contractor, 'Liability insurance');

    const before = operatorUserDetailSchema.parse((await getUserDetail(admin, contractor.id)).json());
    expect(before.certificates).toEqual([
      { id: license, userId: contractor.id, title: 'RI Electrical License', issuerName: 'State of RI', fileUrl: expect.stringMatching(/^\/uploads\/.+\.png$/), uploadedAt: expect.any(String), reviewedAt: null },
      expect.objectContaining({ id: insurance, title: 'Liability insurance', reviewedAt: null }),
    ]);
    // the link opens the image, as on the profile page
    expect((await app.inject({ method: 'GET', url: before.certificates[0]!.fileUrl })).statusCode).toBe(200);

    const response = await review(admin, license, { reason: 'Checked with the state board' });
    expect(response.statusCode, response.body).toBe(200);
    const reviewed = operatorCertificateSchema.parse(response.json());
    expect(reviewed).toMatchObject({ id: license, userId: contractor.id, title: 'RI Electrical License', reviewedAt: expect.stringMatching(/^\d{4}-/) });
    expect(await rowOf(app, license)).toMatchObject({ reviewedBy: admin.id, reviewedAt: new Date(reviewed.reviewedAt!) });

    const rows = await auditRowsOf(app, license);
    expect(rows.map((r) => [r.action, r.targetType, r.actorId, r.actorRole, r.reason, r.before, r.after])).toEqual([
      ['certificate_review', 'certificate', admin.id, 'admin', 'Checked with the state board', { reviewed: false }, { reviewed: true, userId: contractor.id, title: 'RI Electrical License' }],
    ]);
    expect(rows[0]!.ip).toBeTruthy();

    const after = operatorUserDetailSchema.parse((await getUserDetail(admin, contractor.id)).json());
    expect(after.certificates.map((c) => [c.id, c.reviewedAt])).toEqual([[license, reviewed.reviewedAt], [insurance, null]]);
    // the user's audit entries on the page include the review
    expect(after.audit.items.map((entry) => entry.action)).toContain('certificate_review');

    // once: the second review changes nothing and writes no row
    expect(refusalOf(await review(admin, license))).toEqual([409, { error: { code: 'already_reviewed', message: OPERATOR_MSG.certificateAlreadyReviewed } }]);
    expect(await rowOf(app, license)).toMatchObject({ reviewedBy: admin.id, reviewedAt: new Date(reviewed.reviewedAt!) });
    expect(await auditRowsOf(app, license)).toHaveLength(1);

    // no body at all is fine too
    expect((await review(admin, insurance)).statusCode).toBe(200);
    expect((await auditRowsOf(app, insurance))[0]).toMatchObject({ action: 'certificate_review', reason: null });
  });

  it('answers 404 for an unknown certificate', async () => {
    expect(refusalOf(await review(admin, UNKNOWN_ID, {}))).toEqual([404, { error: { code: 'not_found', message: OPERATOR_MSG.certificateNotFound } }]);
  });

  it('needs a fresh step-up: a stale sign-in is asked for the password and nothing is written', async () => {
    const certificate = await addCertificate(contractor, 'Stale sign-in');
    const stale = await buildOperator(app, 'admin');
    await ageSessions(app, stale, 16);
    expect(refusalOf(await review(stale, certificate))).toEqual([403, STEP_UP_REQUIRED]);
    expect(await rowOf(app, certificate)).toMatchObject({ reviewedAt: null, reviewedBy: null });
    expect(await auditRowsOf(app, certificate)).toHaveLength(0);

    expect((await stepUp(stale, stale.password)).statusCode).toBe(200);
    expect((await review(stale, certificate)).statusCode).toBe(200);
  });

  it('refuses the signed out, a plain user (the owner too) and support, even with an invalid body, and reviews nothing', async () => {
    const certificate = await addCertificate(contractor, 'Probed');
    const support = await buildOperator(app, 'support');
    const plain = await buildUser(app);
    const signedOut = await app.inject({ method: 'POST', url: `/api/admin/certificates/${certificate}/review`, headers: ORIGIN, payload: {} });
    expect(refusalOf(signedOut)).toEqual([401, { error: { code: 'unauthorized', message: MSG.loginToContinue } }]);
    for (const user of [plain, contractor]) {
      expect(refusalOf(await review(user, certificate, {}))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
    }
    expect(refusalOf(await review(support, certificate, {}))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
    expect(refusalOf(await review(support, certificate, { reason: 'x'.repeat(5000) }))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
    expect(await rowOf(app, certificate)).toMatchObject({ reviewedAt: null });
    expect(await auditRowsOf(app, certificate)).toHaveLength(0);
    // support still reads the certificates on the user's page
    const page = operatorUserDetailSchema.parse((await getUserDetail(support, contractor.id)).json());
    expect(page.certificates.map((c) => c.id)).toContain(certificate);
  });

  it('`npm run admin -- verify-certificate <id>` reviews as the system, once', async () => {
    const certificate = await addCertificate(contractor, 'Command line license');
    const printed = await runAdminCommand(app.ctx.db, ['verify-certificate', certificate]);
    expect(printed).toBe(`The certificate “Command line license” (${certificate}) is now marked as reviewed.`);
    const row = await rowOf(app, certificate);
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(row.reviewedBy).toBeNull();
    expect((await auditRowsOf(app, certificate)).map((r) => [r.action, r.actorId, r.actorRole, r.reason, r.ip])).toEqual([
      ['certificate_review', null, 'system', 'Command line', null],
    ]);

    await expect(runAdminCommand(app.ctx.db, ['verify-certificate', certificate])).rejects.toThrow(OPERATOR_MSG.certificateAlreadyReviewed);
    await expect(runAdminCommand(app.ctx.db, ['verify-certificate', UNKNOWN_ID])).rejects.toThrow(OPERATOR_MSG.certificateNotFound);
    for (const args of [['verify-certificate'], ['verify-certificate', certificate, 'extra']]) {
      await expect(runAdminCommand(app.ctx.db, args)).rejects.toEqual(new AppError('bad_request', ADMIN_USAGE, 400));
    }
    expect(await auditRowsOf(app, certificate)).toHaveLength(1);
    // the console then shows it reviewed
    const page = operatorUserDetailSchema.parse((await getUserDetail(admin, contractor.id)).json());
    expect(page.certificates.find((c) => c.id === certificate)?.reviewedAt).toBe(row.reviewedAt!.toISOString());
  });
});
