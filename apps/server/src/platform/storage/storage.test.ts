import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandomFileName } from '../../modules/uploads/upload-checks';
import { createPngBytes } from '../../../test/support/upload-files';
import { LocalDiskStorage } from './local-disk-storage';
import { openS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { startTestS3Server, type TestS3Server } from '../../../test/fakes/s3-server';

const collect = async (storage: Storage) => {
  const keys = new Map<string, Date>();
  for await (const object of storage.list()) keys.set(object.key, object.lastModified);
  return keys;
};

/** The same contract for every Storage: what the upload routes and the sweep rely on. */
function describeStorage(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(name, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close());

    it('stores, reads back with the content type, and deletes', async () => {
      const key = createRandomFileName('png');
      const bytes = createPngBytes(16, 16);
      expect(await storage.put(key, bytes, 'image/png')).toBe(`/uploads/${key}`);
      const stored = await storage.get(key);
      expect(stored?.contentType).toBe('image/png');
      expect(stored?.bytes.equals(bytes)).toBe(true);
      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
      await storage.delete(key); // deleting twice is not an error
    });

    it('answers "not stored" for a missing or unsafe key, and refuses to write an unsafe one', async () => {
      expect(await storage.get(createRandomFileName('pdf'))).toBeUndefined();
      expect(await storage.get('../etc/passwd')).toBeUndefined();
      await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
    });

    it('lists every stored key with when it was written', async () => {
      const before = Date.now() - 2000;
      const keys = [createRandomFileName('png'), createRandomFileName('pdf'), createRandomFileName('csv')];
      for (const key of keys) await storage.put(key, randomBytes(32), 'application/octet-stream');
      const listed = await collect(storage);
      for (const key of keys) {
        expect(listed.has(key)).toBe(true);
        expect(listed.get(key)!.getTime()).toBeGreaterThanOrEqual(before);
        expect(listed.get(key)!.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
      }
      await storage.delete(keys[0]);
      expect((await collect(storage)).has(keys[0])).toBe(false);
    });
  });
}

describeStorage('LocalDiskStorage', async () => {
  const dir = path.join(os.tmpdir(), `homebid-storage-${randomBytes(6).toString('hex')}`);
  return { storage: new LocalDiskStorage(dir), close: () => fs.rm(dir, { recursive: true, force: true }) };
});

describeStorage('S3Storage on s3rver', async () => {
  const server = await startTestS3Server();
  const storage = await openS3Storage({
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
});

describe('S3Storage: listing more than one page', () => {
  let server: TestS3Server;
  beforeAll(async () => (server = await startTestS3Server()));
  afterAll(() => server.close());

  it('follows continuation tokens and keeps to its prefix', async () => {
    const options = { bucket: server.bucket, region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const mine = await openS3Storage({ ...options, prefix: 'uploads/', listPageSize: 3 });
    const other = await openS3Storage({ ...options, prefix: 'other/' });
    const keys = Array.from({ length: 10 }, () => createRandomFileName('png'));
    await Promise.all(keys.map((key) => mine.put(key, Buffer.from('x'), 'image/png')));
    await other.put(createRandomFileName('png'), Buffer.from('y'), 'image/png');
    const listed = await collect(mine);
    expect(listed.size).toBe(keys.length);
    expect(keys.every((key) => listed.has(key))).toBe(true);
    mine.close();
    other.close();
  });
});
