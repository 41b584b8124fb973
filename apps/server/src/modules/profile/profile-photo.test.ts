import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MSG } from '@homebid/shared/constants';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { buildMultipart, createJpegBytes, createPngBytes, type MultipartFile } from '../../../test/support/upload-files';

describe('profile photo', () => {
  let app: App;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    user = await buildUser(app);
  });
  afterAll(() => app.close());

  const upload = (as: TestUser, files: MultipartFile[], fields: Record<string, string> = {}) => {
    const { payload, headers } = buildMultipart(fields, files);
    return as.request({ method: 'POST', url: '/api/profile/photo', payload, headers });
  };
  const myImageUrl = async (as: TestUser) => (await as.request({ method: 'GET', url: '/api/profile/me' })).json().imageUrl as string | null;
  const keyOf = (url: string) => url.replace('/uploads/', '');

  it('stores a PNG under a random 60-character name and serves it', async () => {
    const bytes = createPngBytes(8, 8);
    const response = await upload(user, [{ fileName: 'me.png', contentType: 'image/png', bytes }]);
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9]{60}\.png$/);
    expect(await myImageUrl(user)).toBe(imageUrl);
    const served = await app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('replaces the photo and deletes the old file', async () => {
    const first = (await upload(user, [{ fileName: 'a.png', bytes: createPngBytes() }])).json().imageUrl as string;
    const second = (await upload(user, [{ fileName: 'b.jpg', bytes: createJpegBytes() }])).json().imageUrl as string;
    expect(second).toMatch(/\.jpg$/);
    expect(second).not.toBe(first);
    expect(await app.ctx.storage.get(keyOf(first))).toBeUndefined();
    expect(await app.ctx.storage.get(keyOf(second))).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('refuses a file that only claims to be an image', async () => {
    const before = await myImageUrl(user);
    const response = await upload(user, [{ fileName: 'x.png', contentType: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MSG.imageJpgPng);
    expect(await myImageUrl(user)).toBe(before);
  });

  it('refuses an image of 2 MB or more', async () => {
    for (const size of [LIMITS.profileImageBytes, LIMITS.profileImageBytes + 1, 3 * 1024 * 1024]) {
      const response = await upload(user, [{ fileName: 'big.jpg', bytes: createJpegBytes(size) }]);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(MSG.imageTooLarge);
    }
    const ok = await upload(user, [{ fileName: 'fine.jpg', bytes: createJpegBytes(LIMITS.profileImageBytes - 1) }]);
    expect(ok.statusCode).toBe(200);
  });

  it("answers 'Upload Failed!' without a file or without multipart", async () => {
    const noFile = await upload(user, [], { note: 'hello' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(MSG.uploadFailed);
    const emptyFile = await upload(user, [{ fileName: '', bytes: Buffer.alloc(0) }]);
    expect(emptyFile.json().error.message).toBe(MSG.uploadFailed);
    const json = await user.request({ method: 'POST', url: '/api/profile/photo', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(MSG.uploadFailed);
  });

  it('refuses a second file and a broken body with a 4xx', async () => {
    const two = await upload(user, [
      { fileName: 'a.png', bytes: createPngBytes() },
      { fileName: 'b.png', bytes: createPngBytes() },
    ]);
    expect(two.statusCode).toBe(413);
    const broken = await user.request({
      method: 'POST',
      url: '/api/profile/photo',
      payload: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(MSG.uploadFailed);
  });

  it('needs a signed-in user', async () => {
    const { payload, headers } = buildMultipart({}, [{ fileName: 'a.png', bytes: createPngBytes() }]);
    const response = await app.inject({ method: 'POST', url: '/api/profile/photo', payload, headers: { ...headers, origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MSG.loginToContinue);
  });

  it('deletes the photo and its file', async () => {
    const other = await buildUser(app);
    const url = (await upload(other, [{ fileName: 'a.png', bytes: createPngBytes() }])).json().imageUrl as string;
    const response = await other.request({ method: 'DELETE', url: '/api/profile/photo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MSG.imageDeleted });
    expect(await myImageUrl(other)).toBeNull();
    expect(await app.ctx.storage.get(keyOf(url))).toBeUndefined();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // another user's photo is untouched: the route only ever acts on the caller
    expect(await myImageUrl(user)).not.toBeNull();
  });
});
