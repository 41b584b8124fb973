import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context';

const SERVER_PATHS = /^\/(api|uploads|dev|s)(\/|$)/;

/** Serves the built web app, with index.html for every client-side route. */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.webDist;
  const hasBuild = fs.existsSync(path.join(dist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (request.method === 'GET' && !SERVER_PATHS.test(pathname) && !path.extname(pathname)) {
      if (!hasBuild) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${pathname}` } });
  });
}
