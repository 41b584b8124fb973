import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { buildMultipart, createPngBytes } from '../../../test/support/upload-files';
import { S3Storage } from './s3-storage';
import { startTestS3Server, type TestS3Server } from '../../../test/fakes/s3-server';

describe('the app with S3_BUCKET set', () => {
  let server: TestS3Server;
  let app: App;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestS3Server();
    app = await buildTestApp(server.env);
    user = await buildUser(app);
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('keeps uploads in the bucket and serves them with the same safe headers as local disk', async () => {
    expect(app.ctx.storage).toBeInstanceOf(S3Storage);
    const bytes = createPngBytes(8, 8);
    const { payload, headers } = buildMultipart({}, [{ fileName: 'me.png', contentType: 'image/png', bytes }]);
    const uploaded = await user.request({ method: 'POST', url: '/api/profile/photo', payload, headers });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().imageUrl as string;
    const key = url.replace('/uploads/', '');

    // the object is in the bucket, read straight from the S3 API
    const direct = await fetch(`${server.endpoint}/${server.bucket}/${key}`);
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(bytes)).toBe(true);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('serves a stored document as a download and answers 404 for a missing key', async () => {
    const key = 'Abc123.pdf';
    await app.ctx.storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    const served = await app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${key}"`);
    expect((await app.inject({ method: 'GET', url: '/uploads/Missing1.png' })).statusCode).toBe(404);
  });

  it('deletes the old object when the photo is replaced', async () => {
    const upload = async () => {
      const { payload, headers } = buildMultipart({}, [{ fileName: 'p.png', bytes: createPngBytes() }]);
      return (await user.request({ method: 'POST', url: '/api/profile/photo', payload, headers })).json().imageUrl as string;
    };
    const first = (await upload()).replace('/uploads/', '');
    const second = (await upload()).replace('/uploads/', '');
    const keys = new Set<string>();
    for await (const object of app.ctx.storage.list()) keys.add(object.key);
    expect(keys.has(first)).toBe(false);
    expect(keys.has(second)).toBe(true);
  });
});
