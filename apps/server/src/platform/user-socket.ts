import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { requireUser, type SessionServices, type SessionUser } from './auth/session';
import { forbidden } from './errors';
import type { ApiInstance } from './http';
import { CROSS_SITE, trustedOriginCheck } from './security';

/**
 * A signed-in user's WebSocket at `path` (under /api). The session cookie of the upgrade request authenticates
 * it; a page from a foreign origin is refused (browsers always send Origin on WebSockets, and the cookie would
 * otherwise let any site read the user's feed). `onOpen` gets the socket and its user.
 */
export function registerUserSocket(api: ApiInstance, ctx: SessionServices, path: string, onOpen: (socket: WebSocket, user: SessionUser) => void) {
  const isTrusted = trustedOriginCheck(ctx.config);
  const socketUsers = new WeakMap<FastifyRequest, SessionUser>();
  api.get(
    path,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !isTrusted(request, origin)) throw forbidden(CROSS_SITE);
        socketUsers.set(request, await requireUser(ctx, request));
      },
    },
    (socket, request) => onOpen(socket, socketUsers.get(request)!),
  );
}
