import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** What a private file's download sends: its bytes, its sniffed type (only JPG, PNG or PDF are stored) and its name. */
export interface PrivateFile {
  bytes: Buffer;
  contentType: string;
  name: string;
}

const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);
const fileBytes = z.string().meta({ format: 'binary' });

/** The OpenAPI answer of a private file's download (a JPG, PNG or PDF). */
export const PRIVATE_FILE_RESPONSE = {
  description: 'The file',
  content: { 'image/jpeg': { schema: fileBytes }, 'image/png': { schema: fileBytes }, 'application/pdf': { schema: fileBytes } },
};
export const PRIVATE_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/**
 * `Content-Disposition` with the file's own name: an ASCII fallback (quotes, backslashes and anything outside
 * printable ASCII replaced) and the exact name encoded as RFC 8187 `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a file only some users may read (dispute evidence, chat files) so that it can never act as a page of ours:
 * its type (anything but JPG, PNG or PDF as bytes), nosniff, a sandboxing CSP, images inline and anything else as a
 * download, and never a shared cache (`cacheControl` says how long the browser may keep it).
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile, cacheControl: 'private, no-store' | 'private, max-age=86400') {
  const inline = INLINE_TYPES.has(file.contentType);
  return reply
    .header('Content-Type', inline || file.contentType === 'application/pdf' ? file.contentType : 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', cacheControl)
    .send(file.bytes);
}
