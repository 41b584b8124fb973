import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { isSafeStorageKey } from '../../platform/storage/storage';
import { INLINE_IMAGE_TYPES } from './upload-checks';

/**
 * Serves stored uploads at /uploads/<key>. Names are random, so a file is public to whoever has its URL
 * (like the original's download URLs). Headers make sure no upload can run script in our origin:
 * nosniff, a sandboxing CSP, and non-images only as downloads.
 */
export async function registerUploadsPage(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { key: string } }>('/uploads/:key', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params;
    const stored = isSafeStorageKey(key) ? await ctx.storage.get(key) : undefined;
    if (!stored) return reply.status(404).send({ error: { code: 'not_found', message: 'File not found.' } });

    const isInlineImage = INLINE_IMAGE_TYPES.has(stored.contentType);
    reply
      .header('Content-Type', isInlineImage ? stored.contentType : safeDownloadType(stored.contentType))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=604800')
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (!isInlineImage) reply.header('Content-Disposition', `attachment; filename="${key}"`);
    return reply.send(stored.bytes);
  });
}

/** Only a plain media type (no parameters or line breaks) is echoed back; anything odd becomes a byte stream. */
const safeDownloadType = (type: string) => (/^[a-z]+\/[a-z0-9.+-]+$/i.test(type) ? type : 'application/octet-stream');
