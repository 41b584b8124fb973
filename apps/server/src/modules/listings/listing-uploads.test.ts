import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildListingsTestApp, testPng, uploadFile } from '../../../test/support/listings';
import { buildMultipart } from '../../../test/support/upload-files';

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
const bmp = (() => {
  const b = Buffer.alloc(70);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(70, 2);
  b.writeUInt32LE(0, 6);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  return b;
})();
const gif = Buffer.from('GIF89a' + '\0'.repeat(30), 'latin1');
const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const eps = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n', 'latin1');
const csv = Buffer.from('item,qty\nplywood,4\n');

describe('POST /api/listings/uploads', () => {
  let app: App;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    user = await buildUser(app);
  });
  afterAll(() => app.close());

  it.each([
    ['image', 'photo.png', testPng(), 'png'],
    ['image', 'photo.jpg', jpeg, 'jpg'],
    ['image', 'scan.bmp', bmp, 'bmp'],
    ['document', 'quote.pdf', pdf, 'pdf'],
    ['document', 'drawing.eps', eps, 'eps'],
    ['document', 'list.csv', csv, 'csv'],
    ['document', 'photo.png', testPng(), 'png'],
  ] as const)('accepts a %s %s, stored under a random 60-character name', async (kind, name, bytes, ext) => {
    const response = await uploadFile(user, kind, { name, bytes });
    expect(response.statusCode, response.body).toBe(200);
    const { key, url, name: shownName } = response.json();
    expect(key).toMatch(new RegExp(`^[A-Za-z0-9]{60}\\.${ext}$`));
    expect(url).toBe(`/uploads/${key}`);
    expect(shownName).toBe(name);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['image', 'anim.gif', gif],
    ['image', 'quote.pdf', pdf],
    ['image', 'fake.png', Buffer.from('not really a png')],
    ['image', 'drawing.eps', eps],
    ['document', 'notes.txt', Buffer.from('plain text')],
    ['document', 'evil.html', Buffer.from('<script>alert(1)</script>')],
  ] as const)('refuses a %s %s: "This file type is not supported."', async (kind, name, bytes) => {
    const response = await uploadFile(user, kind, { name, bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(LISTING_MSG.fileTypeNotSupported);
  });

  it('asks for a file when none is sent, and refuses an unknown kind', async () => {
    const empty = await user.request({ method: 'POST', url: '/api/listings/uploads', ...buildMultipart({ kind: 'document' }) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(LISTING_MSG.fileRequired);
    const odd = await uploadFile(user, 'video' as 'image', { name: 'a.png', bytes: testPng() });
    expect(odd.json().error.message).toBe(LISTING_MSG.fileTypeNotSupported);
  });

  it('refuses signed-out visitors and non-multipart bodies', async () => {
    const body = buildMultipart({ kind: 'image' }, [{ fileName: 'a.png', bytes: testPng() }]);
    const anonymous = await app.inject({ method: 'POST', url: '/api/listings/uploads', ...body, headers: { ...body.headers, origin: 'http://localhost:3000' } });
    expect(anonymous.statusCode).toBe(401);
    const json = await user.request({ method: 'POST', url: '/api/listings/uploads', payload: { kind: 'image' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Upload Failed!');
  });
});
