import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasSessionCookie } from './auth/session';
import type { AppContext } from './context';
import { escapeHtml } from './html';
import { loadPagePreloads } from './page-preloads';
import { loadStaticFiles, sendStaticFile, withHeadTags } from './static-files';

const SERVER_PATHS = /^\/(api|uploads|dev|s)(\/|$)/;

/** Returns tags for the shell's <head> on one client route (or nothing), e.g. a preload of what it shows first. */
export type ShellHint = (request: FastifyRequest) => Promise<string | undefined>;
const shellHints = new WeakMap<AppContext, Map<string, ShellHint>>();

/** A feature tells the shell what its page will need first, so the browser asks for it before any script runs. */
export function addShellHint(ctx: AppContext, paths: string[], hint: ShellHint) {
  let hints = shellHints.get(ctx);
  if (!hints) shellHints.set(ctx, (hints = new Map()));
  for (const path of paths) hints.set(path, hint);
}

/** A <link rel=preload> for an image URL (HTML-escaped). */
export const preloadImageTag = (url: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`;

/**
 * Serves the built web app from memory: precompressed files by the browser's Accept-Encoding, hashed
 * `/assets/*` cached for a year, everything else (and index.html for every client-side route) revalidated
 * with its ETag.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.webDist;
  const hasBuild = fs.existsSync(path.join(dist, 'index.html'));
  const files = hasBuild ? loadStaticFiles(dist) : new Map();
  const shell = files.get('/index.html');
  const pagePreloadTags = loadPagePreloads(dist);
  for (const [url, file] of files) {
    app.get(url, { schema: { hide: true } }, (request, reply) => sendStaticFile(request, reply, file));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(pathname) && !path.extname(pathname)) {
      if (!shell) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      const route = pathname.replace(/\/$/, '') || '/';
      const hint = shellHints.get(ctx)?.get(route);
      // a hint that fails only costs the early request, never the page
      const hinted = hint ? await hint(request).catch(() => undefined) : undefined;
      const tags = pagePreloadTags(route, hasSessionCookie(ctx, request)) + (hinted ?? '');
      return sendStaticFile(request, reply, tags ? withHeadTags(shell, tags) : shell);
    }
    return reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${pathname}` } });
  });
}
