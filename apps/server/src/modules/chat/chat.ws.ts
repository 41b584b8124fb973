import type { FastifyRequest } from 'fastify';
import { chatClientEventSchema } from '@homebid/shared/schemas/chat';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http';
import { getTrustedOrigins } from '../../platform/security';
import { requireUser, type SessionUser } from '../../platform/auth/session';
import type { ChatHub } from './chat-hub';
import { listMessagesSince } from './chat-messages.service';

function isSameHost(request: FastifyRequest, origin: string) {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * GET /api/chat/ws: the signed-in user's live feed. The session cookie of the upgrade request
 * authenticates it; a page from a foreign origin is refused (browsers always send Origin on WebSockets,
 * and the cookie would otherwise let any site read the user's messages).
 */
export async function registerChatSocket(api: ApiInstance, ctx: AppContext, hub: ChatHub) {
  const trusted = new Set(getTrustedOrigins(ctx));
  const socketUsers = new WeakMap<FastifyRequest, SessionUser>();

  api.get(
    '/chat/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !trusted.has(origin) && !isSameHost(request, origin)) throw forbidden('Cross-site request refused.');
        socketUsers.set(request, await requireUser(ctx, request));
      },
    },
    (socket, request) => {
      const user = socketUsers.get(request)!;
      const removeSocket = hub.addSocket(user.id, socket);
      socket.on('close', removeSocket);
      socket.on('error', () => socket.terminate());
      socket.on('message', (data) => {
        let event;
        try {
          event = chatClientEventSchema.parse(JSON.parse(String(data)));
        } catch {
          return hub.send(socket, { type: 'error', message: 'Unknown event.' });
        }
        if (event.type === 'ping') return hub.send(socket, { type: 'pong' });
        const after = event.lastMessageId ?? 0;
        listMessagesSince(ctx, user.id, after).then(
          (messages) => {
            for (const message of messages) hub.send(socket, { type: 'message', message });
            hub.send(socket, { type: 'caught-up', lastMessageId: messages.at(-1)?.id ?? after });
          },
          () => hub.send(socket, { type: 'error', message: 'Catch-up failed.' }),
        );
      });
      hub.send(socket, { type: 'ready', userId: user.id });
    },
  );
}
