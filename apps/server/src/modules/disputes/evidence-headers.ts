import type { FastifyReply } from 'fastify';
import type { EvidenceDownload } from './dispute-evidence.service';

/** Images are shown in the dispute's timeline; anything else (a PDF) is only ever a download. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

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
 * Sends an evidence file so that it can never act as a page of ours: its sniffed type (only JPG, PNG or PDF are
 * stored), nosniff, a sandboxing CSP, images inline and PDFs as downloads, and no shared caching.
 */
export function sendEvidence(reply: FastifyReply, file: EvidenceDownload) {
  const inline = INLINE_TYPES.has(file.mime);
  return reply
    .header('Content-Type', inline || file.mime === 'application/pdf' ? file.mime : 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
