import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import { certificateSchema } from '@homebid/shared/schemas/profile';
import type { App } from '../../app';
import { certificates } from '../../db/schema';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { buildMultipart, createJpegBytes, createPngBytes, type MultipartFile } from '../../../test/support/upload-files';
import { CERTIFICATE_TOO_LARGE, MAX_CERTIFICATES } from './certificates.service';

describe('certificates', () => {
  let app: App;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [owner, stranger] = await Promise.all([buildUser(app, { userType: 'contractor' }), buildUser(app, { userType: 'supplier' })]);
  });
  afterAll(() => app.close());

  const add = (as: TestUser, fields: Record<string, string>, files: MultipartFile[]) => {
    const { payload, headers } = buildMultipart(fields, files);
    return as.request({ method: 'POST', url: '/api/profile/certificates', payload, headers });
  };
  const list = async (as: TestUser) => (await as.request({ method: 'GET', url: '/api/profile/certificates' })).json() as Array<{ id: string }>;
  const png = (): MultipartFile => ({ fileName: 'license.png', contentType: 'image/png', bytes: createPngBytes() });

  it('adds a certificate with its image and lists it', async () => {
    const response = await add(owner, { title: ' RI Electrical License ', issuerName: 'State of RI' }, [png()]);
    expect(response.statusCode).toBe(201);
    const certificate = certificateSchema.parse(response.json());
    expect(certificate).toMatchObject({ title: 'RI Electrical License', issuerName: 'State of RI', fileName: 'license.png' });
    expect(certificate.fileUrl).toMatch(/^\/uploads\/[A-Za-z0-9]{60}\.png$/);
    expect((await app.inject({ method: 'GET', url: certificate.fileUrl })).statusCode).toBe(200);
    expect(await list(owner)).toEqual([certificate]);
    expect(await list(stranger)).toEqual([]);
  });

  it('accepts a JPG without an issuer', async () => {
    const response = await add(owner, { title: 'OSHA 10' }, [{ fileName: 'osha.jpg', bytes: createJpegBytes() }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'OSHA 10', issuerName: '' });
  });

  it.each([
    [{ issuerName: 'x' }, [png()], MSG.certificateTitleRequired],
    [{ title: '   ' }, [png()], MSG.certificateTitleRequired],
    [{ title: 'No file' }, [], MSG.certificateFileRequired],
    [{ title: 'A PDF' }, [{ fileName: 'a.png', bytes: Buffer.from('%PDF-1.4 ...') }], MSG.imageJpgPng],
    [{ title: 'A GIF' }, [{ fileName: 'a.gif', bytes: Buffer.from('GIF89a......') }], MSG.imageJpgPng],
  ])('refuses %o with its message and stores nothing', async (fields, files, message) => {
    const user = await buildUser(app);
    const response = await add(user, fields, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await list(user)).toEqual([]);
  });

  it('refuses an image over the certificate size limit', async () => {
    const response = await add(owner, { title: 'Huge' }, [{ fileName: 'huge.jpg', bytes: createJpegBytes(6 * 1024 * 1024) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(CERTIFICATE_TOO_LARGE);
  });

  it(`stops at ${MAX_CERTIFICATES} certificates`, async () => {
    const user = await buildUser(app);
    const rows = Array.from({ length: MAX_CERTIFICATES }, (_, i) => ({ userId: user.id, title: `C${i}`, fileKey: `key${i}.png`, fileName: 'c.png' }));
    await app.ctx.db.insert(certificates).values(rows);
    const response = await add(user, { title: 'One more' }, [png()]);
    expect(response.statusCode).toBe(409);
    expect(await list(user)).toHaveLength(MAX_CERTIFICATES);
  });

  it("refuses to delete another user's certificate and changes nothing", async () => {
    const certificate = (await add(owner, { title: 'Keep me' }, [png()])).json();
    const response = await stranger.request({ method: 'DELETE', url: `/api/profile/certificates/${certificate.id}` });
    expect(response.statusCode).toBe(404);
    const [row] = await app.ctx.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row).toBeDefined();
    expect(await app.ctx.storage.get(row.fileKey)).toBeDefined();
  });

  it('deletes an own certificate and its file', async () => {
    const certificate = (await add(owner, { title: 'Delete me' }, [png()])).json();
    const response = await owner.request({ method: 'DELETE', url: `/api/profile/certificates/${certificate.id}` });
    expect(response.statusCode).toBe(200);
    expect((await list(owner)).map((c) => c.id)).not.toContain(certificate.id);
    expect((await app.inject({ method: 'GET', url: certificate.fileUrl })).statusCode).toBe(404);
    const again = await owner.request({ method: 'DELETE', url: `/api/profile/certificates/${certificate.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('needs a signed-in user for every certificate route', async () => {
    const headers = { origin: 'http://localhost:3000' };
    for (const [method, url] of [['GET', '/api/profile/certificates'], ['POST', '/api/profile/certificates'], ['DELETE', '/api/profile/certificates/x']] as const) {
      const response = await app.inject({ method, url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(MSG.loginToContinue);
    }
  });
});
