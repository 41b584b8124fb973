import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, COMPRESS_SYNC_MAX_BYTES, registerCompression } from './compression';

// the threshold is in bytes as sent, not in characters: 'é' is two bytes of UTF-8
const text = (characters: number) => JSON.stringify({ text: 'é'.repeat(characters) });

describe('on-the-fly compression of API text', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerCompression(app);
    app.get('/api/text/:characters', async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(text(Number((request.params as { characters: string }).characters))),
    );
    app.get('/api/bytes/:length', async (request, reply) => reply.type('application/json').send(Buffer.alloc(Number((request.params as { length: string }).length), 0x20)));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['fewer characters than the threshold but more bytes', 600, 'br'],
    ['more characters than the threshold', COMPRESS_MIN_BYTES + 1, 'br'],
    ['fewer bytes than the threshold', 200, undefined],
  ])('%s: %s characters of é', async (_label, characters, encoding) => {
    const response = await app.inject({ url: `/api/text/${characters}`, headers: { 'accept-encoding': 'br' } });
    expect(Buffer.byteLength(text(characters)) >= COMPRESS_MIN_BYTES).toBe(encoding !== undefined);
    expect(response.headers['content-encoding']).toBe(encoding);
    const body = encoding ? brotliDecompressSync(response.rawPayload).toString() : response.body;
    expect(body).toBe(text(characters));
  });

  it.each([
    [COMPRESS_MIN_BYTES - 1, undefined],
    [COMPRESS_MIN_BYTES, 'br'],
  ])('counts a Buffer body by its length: %s bytes', async (length, encoding) => {
    const response = await app.inject({ url: `/api/bytes/${length}`, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe(encoding);
  });

  // small bodies are compressed on the request's thread, large ones in the thread pool: both arrive whole
  it.each([
    ['br', COMPRESS_SYNC_MAX_BYTES / 4, brotliDecompressSync],
    ['br', COMPRESS_SYNC_MAX_BYTES, brotliDecompressSync],
    ['gzip', COMPRESS_SYNC_MAX_BYTES / 4, gunzipSync],
    ['gzip', COMPRESS_SYNC_MAX_BYTES, gunzipSync],
  ] as const)('%s of %s characters of é (either side of the thread-pool size)', async (encoding, characters, decompress) => {
    const response = await app.inject({ url: `/api/text/${characters}`, headers: { 'accept-encoding': encoding } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decompress(response.rawPayload).toString()).toBe(text(characters));
  });
});
