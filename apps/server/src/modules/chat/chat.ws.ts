import { chatClientEventSchema } from '@homebid/shared/schemas/chat';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { registerUserSocket } from '../../platform/user-socket';
import type { ChatHub } from './chat-hub';
import { listMessagesSince } from './chat-messages.service';

/** GET /api/chat/ws: the signed-in user's live feed (a user socket: session cookie, same origin only). */
export async function registerChatSocket(api: ApiInstance, ctx: AppContext, hub: ChatHub) {
  registerUserSocket(api, ctx, '/chat/ws', (socket, user) => {
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
          for (const message of messages) hub.sendMessage(socket, message);
          hub.send(socket, { type: 'caught-up', lastMessageId: messages.at(-1)?.id ?? after });
        },
        () => hub.send(socket, { type: 'error', message: 'Catch-up failed.' }),
      );
    });
    hub.send(socket, { type: 'ready', userId: user.id });
  });
}
