import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Auth } from './auth/auth';
import { onUserSessionsEnded, requireUser, type SessionServices, type SessionUser } from './auth/session';
import { forbidden } from './errors';
import type { ApiInstance } from './http';
import { CROSS_SITE, trustedOriginCheck } from './security';

/** The close code of a socket whose user's sessions ended (suspended): the client should not expect it back. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** The open user sockets of each app, by user: when a user's sessions end, theirs close at once. */
const openSockets = new WeakMap<Auth, Map<string, Set<WebSocket>>>();

function socketsOf(auth: Auth): Map<string, Set<WebSocket>> {
  let byUser = openSockets.get(auth);
  if (!byUser) {
    const map = new Map<string, Set<WebSocket>>();
    onUserSessionsEnded(auth, (userId) => {
      for (const socket of map.get(userId) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'Signed out');
    });
    openSockets.set(auth, (byUser = map));
  }
  return byUser;
}

function track(auth: Auth, userId: string, socket: WebSocket) {
  const byUser = socketsOf(auth);
  const set = byUser.get(userId) ?? byUser.set(userId, new Set()).get(userId)!;
  set.add(socket);
  socket.on('close', () => {
    set.delete(socket);
    if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
  });
}

/**
 * A signed-in user's WebSocket at `path` (under /api). The session cookie of the upgrade request authenticates
 * it; a page from a foreign origin is refused (browsers always send Origin on WebSockets, and the cookie would
 * otherwise let any site read the user's feed). `onOpen` gets the socket and its user. The socket closes when the
 * user's sessions end (a suspension, on whichever instance it was made).
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
    (socket, request) => {
      const user = socketUsers.get(request)!;
      track(ctx.auth, user.id, socket);
      onOpen(socket, user);
    },
  );
}
