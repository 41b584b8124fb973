import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterFirstScreen } from './after-first-screen';
import { chooseEncoding, markPrecompressed, type Encoding } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Hashed build output never changes under its name; everything else is revalidated with its ETag. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

interface Representation {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Representation>>;
}

function representation(body: Buffer, suffix: string): Representation {
  // one ETag per encoding: a cache must not answer a gzip request with a brotli body it revalidated
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${suffix}"` };
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Reads a built web app into memory once (a few MB): each file with its precompressed `.br` / `.gz` twins from
 * the build (apps/web/build/precompress.ts). Keys are URL paths (`/assets/x.js`).
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(root)) {
    if (/\.(br|gz)$/.test(full)) continue;
    const relative = path.relative(root, full).split(path.sep).join('/');
    const variants: StaticFile['variants'] = { identity: representation(fs.readFileSync(full), '') };
    for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (fs.existsSync(full + ext)) variants[encoding] = representation(fs.readFileSync(full + ext), `-${encoding}`);
    }
    files.set(`/${relative}`, {
      type: TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      variants,
    });
  }
  return files;
}

/** Sends one file: the smallest encoding the browser accepts, 304 when its ETag still matches. */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  const offered = Object.keys(file.variants) as Encoding[];
  const encoding = chooseEncoding(request.headers['accept-encoding'], offered);
  const chosen = file.variants[encoding] ?? file.variants.identity!;
  reply.header('Cache-Control', file.cacheControl);
  // an immutable file is never revalidated, so it needs no tag
  if (file.cacheControl !== IMMUTABLE) reply.header('ETag', chosen.etag);
  if (offered.length > 1) reply.header('Vary', 'Accept-Encoding');
  markPrecompressed(reply);
  if (matchesEtag(request.headers['if-none-match'], chosen.etag)) return reply.status(304).send();
  reply.type(file.type);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(chosen.body);
}

function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** What a page adds to the HTML shell (first-screen.ts, page-preloads.ts, a feature's shell hint). */
export interface ShellParts {
  /** tags before the app's own scripts and styles: what the first paint needs (the first screen's image) */
  headFirst?: string;
  /** tags at the end of <head> */
  head?: string;
  /** what the app's scripts will ask for (its page's chunks and data): with the scripts, in <head> or after the first screen */
  preloads?: string;
  /** the first screen drawn by the server, at the start of <body> */
  firstScreen?: string;
}

/** A shell that carries a user's own data must not be kept by shared caches. */
const PRIVATE_REVALIDATE = 'private, no-cache';

/** The app's own tags in the built shell: its stylesheet, its entry script and the entry's chunks. */
const APP_TAGS = /<link rel="(stylesheet|modulepreload)"[^>]*>|<script type="module"[^>]*><\/script>/g;

const withPartsCache = new WeakMap<StaticFile, Map<string, StaticFile>>();

/**
 * The HTML shell with the page's parts: tags at the end of <head> (e.g. preloads of its chunks), the first screen
 * at the start of <body>. With a first screen, the app's own tags and the preloads are asked for once it has been
 * painted (after-first-screen.ts). Compressed once per distinct parts (the last few kept), with its own ETag;
 * quick brotli, as a first screen may differ per visit.
 */
export function withShellParts(shell: StaticFile, parts: ShellParts): StaticFile {
  let cache = withPartsCache.get(shell);
  if (!cache) withPartsCache.set(shell, (cache = new Map()));
  const { headFirst = '', head = '', preloads = '', firstScreen = '' } = parts;
  const key = `${headFirst}\u0000${head}\u0000${preloads}\u0000${firstScreen}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let text = shell.variants.identity!.body.toString('utf8');
  let later = '';
  if (firstScreen) {
    later = afterFirstScreen((text.match(APP_TAGS) ?? []).join('') + preloads);
    text = text.replace(APP_TAGS, '');
  }
  const html = Buffer.from(
    text
      .replace(/<(script|link|\/head)\b/, (tag) => headFirst + tag)
      .replace('</head>', () => `${firstScreen ? '' : preloads}${head}</head>`)
      .replace(/<body[^>]*>/, (body) => body + firstScreen)
      .replace('</body>', () => `${later}</body>`),
  );
  const file: StaticFile = {
    type: shell.type,
    // a first screen or an early image is the visitor's own
    cacheControl: firstScreen || headFirst ? PRIVATE_REVALIDATE : shell.cacheControl,
    variants: {
      identity: representation(html, ''),
      br: representation(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }), '-br'),
      gzip: representation(gzipSync(html, { level: 6 }), '-gzip'),
    },
  };
  if (cache.size >= 64) cache.delete(cache.keys().next().value!);
  cache.set(key, file);
  return file;
}
