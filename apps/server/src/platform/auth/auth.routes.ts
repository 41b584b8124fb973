import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { ApiInstance } from '../http';
import type { PubSub } from '../realtime/pubsub';
import type { Auth } from './auth';
import { toFetchHeaders } from './fetch-headers';
import { listenForSessionDrops } from './session-drops';

/** What the auth routes need of the app. */
interface AuthRouteServices {
  config: Config;
  auth: Auth;
  pubsub: PubSub;
  onClose: Array<() => Promise<void> | void>;
}

/** Hands /api/auth/* to better-auth's fetch handler, and drops cached sessions that ended on any instance. */
export async function registerAuthRoutes(api: ApiInstance, ctx: AuthRouteServices) {
  await listenForSessionDrops(ctx);
  // An encapsulated scope: better-auth parses bodies itself, so it gets the raw bytes of any content type.
  // This keeps empty POSTs (sign-out) and form_post OAuth callbacks working, and the other /api routes keep JSON parsing.
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        return forwardToAuth(ctx, request, reply);
      },
    });
  });
}

async function forwardToAuth(ctx: AuthRouteServices, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, ctx.config.publicUrl);
  const headers = toFetchHeaders(request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body) && request.body.length > 0;
  const body = hasBody ? new Uint8Array(request.body as Buffer) : undefined;
  const response = await ctx.auth.handler(new Request(url, { method: request.method, headers, body }));
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
