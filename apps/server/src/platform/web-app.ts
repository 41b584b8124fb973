import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { loadStaticFiles, sendStaticFile } from './static-files';

const SERVER_PATHS = /^\/(api|uploads|dev|s)(\/|$)/;

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
  for (const [url, file] of files) {
    app.get(url, { schema: { hide: true } }, (request, reply) => sendStaticFile(request, reply, file));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(pathname) && !path.extname(pathname)) {
      if (!shell) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return sendStaticFile(request, reply, shell);
    }
    return reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${pathname}` } });
  });
}
