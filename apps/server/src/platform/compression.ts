import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Responses smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Bodies up to this size are compressed on the request's own thread: the asynchronous call costs a zlib stream and a
 * hop to the thread pool, 2-3x the CPU of compressing itself (brotli 4: 0.04-0.07 ms sync against 0.11-0.17 ms async
 * for 1-17 KB, bench/capacity's profile put zlib at 7% of the app's thread), and such a body blocks the loop for well
 * under a tenth of a millisecond. Larger ones (a big export) still go to the thread pool.
 */
export const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;
/** Text only: images, fonts and archives are compressed already. */
const COMPRESSIBLE_TYPE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|problem\+json|manifest\+json)|image\/svg\+xml)/i;
const PREFERENCE: Encoding[] = ['br', 'gzip', 'identity'];
/**
 * Brotli quality 2 with a window no larger than the body (and the body's size as a hint): an encoder sized for its
 * input allocates and clears less. Its fixed cost was most of a small body's: a 1.5 KB answer 49 us at quality 3
 * with the default 4 MB window against 17 us, a search's 18 KB page 84 against 68 us, for 1-3% more bytes.
 */
const BROTLI_QUALITY = 2;
const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes)))),
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});
const GZIP_OPTIONS = { level: 6 };

/**
 * The encoding to send, from the request's Accept-Encoding and the encodings we have: brotli before gzip
 * (smaller), any with q=0 refused, identity when nothing else fits.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? (encoding === 'identity' ? 1 : weights.get('*') ?? 0)) > 0;
  return PREFERENCE.find((encoding) => encoding !== 'identity' && available.includes(encoding) && accepts(encoding)) ?? 'identity';
}

const precompressed = new WeakSet<FastifyReply>();
/** Marks a reply whose body is already encoded (or deliberately not): the on-the-fly hook leaves it alone. */
export const markPrecompressed = (reply: FastifyReply) => {
  precompressed.add(reply);
};

/** Whether a body is `bytes` long or more: a string has at least as many UTF-8 bytes as UTF-16 units, so most need no count. */
const isAtLeast = (payload: string | Buffer, bytes: number) =>
  payload.length >= bytes || (typeof payload === 'string' && Buffer.byteLength(payload) >= bytes);

function addVary(reply: FastifyReply, value: string) {
  const current = String(reply.getHeader('vary') ?? '');
  if (!current) reply.header('Vary', value);
  else if (!current.toLowerCase().split(/\s*,\s*/).includes(value.toLowerCase())) reply.header('Vary', `${current}, ${value}`);
}

/**
 * Response delivery for everything the server writes itself: API answers are never stored by any cache unless
 * the route says otherwise (`no-store`), and text bodies above 1 KB are compressed with brotli (quality 2: fast,
 * about as small as gzip -6) or gzip as the browser asks. Streams, WebSocket upgrades, images and replies
 * marked precompressed (the built web app) are left alone.
 */
export function registerCompression(app: FastifyInstance) {
  // a callback hook, not an async one: most responses pass through untouched, without a promise each
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    if (precompressed.has(reply) || reply.hasHeader('content-encoding') || request.headers.upgrade) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if (!isAtLeast(payload, COMPRESS_MIN_BYTES)) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
    if (encoding === 'identity') return done(null, payload);
    const send = (body: Buffer) => {
      reply.header('Content-Encoding', encoding).header('Content-Length', body.length);
      done(null, body);
    };
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length <= COMPRESS_SYNC_MAX_BYTES) {
      return send(encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, GZIP_OPTIONS));
    }
    const compressed = encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, GZIP_OPTIONS);
    compressed.then(
      send,
      (error: Error) => done(error),
    );
  });
}
