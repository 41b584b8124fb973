import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstScreenApiPaths } from '@homebid/shared/api-paths';
import type { Config } from '../config';
import { hasSessionCookie } from './auth/session';
import { escapeHtml } from './html';
import { headingFirstScreen, routeOf } from './page-first-screens';
import { loadPagePreloads } from './page-preloads';
import { loadStaticFiles, sendStaticFile, withShellParts, type ShellParts } from './static-files';

const SERVER_PATHS = /^\/(api|uploads|dev|s)(\/|$)/;

/**
 * What the shell of one client route adds for this request, or nothing: tags for <head> (e.g. the sign-in page's
 * "nobody is signed in"), or the page's first screen drawn by the server (first-screen.ts).
 */
export type ShellHint = (request: FastifyRequest) => Promise<ShellParts | undefined>;

/**
 * A feature's shell hint and the client routes (no trailing slash) it is for: how a feature tells the shell what its
 * page shows or needs first, so the browser has it before any script runs. The app hands them all to registerWebApp.
 */
export interface RouteShellHint {
  paths: readonly string[];
  hint: ShellHint;
}

/**
 * A <link rel=preload as=fetch> per API path a signed-in first page needs (who is signed in, the page's data:
 * shared/api-paths.ts). The browser asks beside the scripts (with a first screen, once it is painted:
 * after-first-screen.ts) instead of once the entry has downloaded and run; the app's own first request of each path (app/startup-requests.ts, the same URL, mode
 * and credentials) is answered from it. `crossorigin` (anonymous) is what a same-origin fetch() asks for.
 */
const preloadDataTags = (pathname: string, search: string) =>
  firstScreenApiPaths(pathname, search)
    .map((apiPath) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(`/api${apiPath}`)}">`)
    .join('');

/**
 * Serves the built web app from memory: precompressed files by the browser's Accept-Encoding, hashed
 * `/assets/*` cached for a year, everything else (and index.html for every client-side route) revalidated
 * with its ETag.
 */
export async function registerWebApp(app: FastifyInstance, config: Config, routeHints: readonly RouteShellHint[]) {
  const hints = new Map(routeHints.flatMap(({ paths, hint }) => paths.map((route) => [route, hint] as const)));
  // every other page of the router draws its heading (page-first-screens.ts): a page added later has one too
  const headingOnly = headingFirstScreen(config);
  const dist = config.webDist;
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
      const route = routeOf(pathname);
      const hint = hints.get(route) ?? headingOnly;
      // a hint that fails only costs the page its head start, never the page
      const hinted = await hint(request).catch(() => undefined);
      const hasSession = hasSessionCookie(config, request);
      // a visitor without a session is sent to sign-in, which needs none of the data
      const dataTags = hasSession ? preloadDataTags(pathname, request.url.slice(pathname.length)) : '';
      const parts = { ...hinted, preloads: dataTags + pagePreloadTags(route, hasSession) };
      const isPlain = !parts.head && !parts.preloads && !parts.headFirst && !parts.firstScreen;
      return sendStaticFile(request, reply, isPlain ? shell : withShellParts(shell, parts));
    }
    return reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${pathname}` } });
  });
}
