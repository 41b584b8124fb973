import {
  channelCreateSchema,
  channelListSchema,
  channelParamsSchema,
  channelSummarySchema,
  messageCreateSchema,
  messagePageSchema,
  messagesQuerySchema,
  readMarkSchema,
  chatMessageSchema,
  unreadTotalSchema,
} from '@homebid/shared/schemas/chat';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { getUnreadTotal, listChannels, openChannel } from './chat-channels.service';
import { ChatHub } from './chat-hub';
import { registerChatFileRoutes } from './chat-files.routes';
import { createMessageWriter, listMessages, markRead, postMessage } from './chat-messages.service';
import { createMessageRateLimiter } from './chat-rate-limit';
import { registerChatSocket } from './chat.ws';

const tags = ['chat'];

export async function registerChatRoutes(api: ApiInstance, ctx: AppContext) {
  const hub = new ChatHub(ctx);
  await hub.start();
  ctx.onClose.push(() => hub.stop());
  const limiter = createMessageRateLimiter(ctx);
  const writer = createMessageWriter(ctx, hub);

  api.get(
    '/chat/channels',
    {
      schema: {
        tags,
        operationId: 'listChatChannels',
        summary: "The signed-in user's conversations, newest activity first",
        security: SIGNED_IN,
        response: { 200: channelListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { channels: await listChannels(ctx, user.id) };
    },
  );

  api.post(
    '/chat/channels',
    {
      schema: {
        tags,
        operationId: 'openChatChannel',
        summary: 'Open (or find) the conversation with another user',
        security: SIGNED_IN,
        body: channelCreateSchema,
        response: { 200: channelSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return openChannel(ctx, user.id, request.body.userId);
    },
  );

  api.get(
    '/chat/channels/:id/messages',
    {
      schema: {
        tags,
        operationId: 'listChatMessages',
        summary: 'A page of the messages of a conversation',
        security: SIGNED_IN,
        params: channelParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listMessages(ctx, user.id, request.params.id, request.query);
    },
  );

  api.post(
    '/chat/channels/:id/messages',
    {
      schema: {
        tags,
        operationId: 'postChatMessage',
        summary: 'Send a message in a conversation: text, files uploaded to it before, or both',
        security: SIGNED_IN,
        params: channelParamsSchema,
        body: messageCreateSchema,
        response: { 200: chatMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return postMessage(ctx, { feed: hub, limiter, writer }, user.id, request.params.id, request.body.text, request.body.fileIds);
    },
  );

  api.post(
    '/chat/channels/:id/read',
    {
      schema: {
        tags,
        operationId: 'markChatChannelRead',
        summary: 'Mark a conversation read up to a message',
        security: SIGNED_IN,
        params: channelParamsSchema,
        body: readMarkSchema,
        response: { 200: z.object({ lastReadMessageId: z.number() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { lastReadMessageId: await markRead(ctx, hub, user.id, request.params.id, request.body.messageId) };
    },
  );

  api.get(
    '/chat/unread',
    {
      schema: {
        tags,
        operationId: 'getChatUnreadTotal',
        summary: 'The number of unread messages in all conversations',
        security: SIGNED_IN,
        response: { 200: unreadTotalSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { total: await getUnreadTotal(ctx, user.id) };
    },
  );

  registerChatFileRoutes(api, ctx);
  await registerChatSocket(api, ctx, hub);
}
