import { z } from 'zod';
import { CHAT_LIMITS, CHAT_TEXT } from '../constants/chat';
import { CHAT_FILE_LIMITS, CHAT_FILE_TEXT, CHAT_FILE_TYPES } from '../constants/chat-files';
import { badgesSchema } from './badges';

// plain constants live in constants/chat.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/chat';
export * from '../constants/chat-files';

export const channelCreateSchema = z.object({
  userId: z.string({ error: CHAT_TEXT.unknownUser }).trim().min(1, CHAT_TEXT.unknownUser).max(100, CHAT_TEXT.unknownUser),
});

/** A message is text, files (uploaded first, by POST /chat/channels/:id/files), or both. */
export const messageCreateSchema = z
  .object({
    text: z.string({ error: CHAT_TEXT.emptyText }).trim().max(CHAT_LIMITS.messageMax, CHAT_TEXT.tooLong).default(''),
    fileIds: z
      .array(z.uuid({ error: CHAT_FILE_TEXT.notAttachable }), { error: CHAT_FILE_TEXT.notAttachable })
      .max(CHAT_FILE_LIMITS.maxFiles, CHAT_FILE_TEXT.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, CHAT_FILE_TEXT.notAttachable)
      .default([]),
  })
  .refine((message) => message.text.length > 0 || message.fileIds.length > 0, { message: CHAT_TEXT.emptyText, path: ['text'] });

const messageId = z.coerce.number({ error: 'Invalid message id.' }).int('Invalid message id.').min(0, 'Invalid message id.').max(Number.MAX_SAFE_INTEGER);

export const readMarkSchema = z.object({ messageId });

export const channelParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** `before` pages back through older messages; `after` catches up on newer ones. */
export const messagesQuerySchema = z.object({
  before: messageId.optional(),
  after: messageId.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageSize),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** A file sent in a message: `url` answers its two members only. */
export const chatFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(CHAT_FILE_TYPES),
  sizeBytes: z.number(),
  url: z.string(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  channelId: z.string(),
  senderId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** The other side's contact details in `text` are hidden until hire (the web shows why). */
  contactHidden: z.boolean(),
  files: z.array(chatFileSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatMemberSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable(), badges: badgesSchema });

export const channelSummarySchema = z.object({
  id: z.string(),
  type: z.literal('messaging'),
  otherMember: chatMemberSchema,
  /** The other member's account is suspended by HomeBid (the chat shows it). */
  otherSuspended: z.boolean(),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number(),
  /** The last message the other member has read: the UI writes 'seen' under it. */
  otherLastReadMessageId: z.number(),
  lastActivityAt: z.string(),
});
export type ChannelSummary = z.infer<typeof channelSummarySchema>;

export const channelListSchema = z.object({ channels: z.array(channelSummarySchema) });
export type ChannelList = z.infer<typeof channelListSchema>;

/** Messages oldest first; `hasMore` says whether further pages exist in the requested direction. */
export const messagePageSchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadTotalSchema = z.object({ total: z.number() });
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

/** What the server pushes over GET /api/chat/ws. */
export type ChatServerEvent =
  | { type: 'ready'; userId: string }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; channelId: string; userId: string; messageId: number }
  | { type: 'caught-up'; lastMessageId: number }
  | { type: 'pong' }
  | { type: 'error'; message: string };

/** What a client may send: pings, and a subscribe that asks for messages newer than the one it has. */
export const chatClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('subscribe'), lastMessageId: messageId.optional() }),
]);
export type ChatClientEvent = z.infer<typeof chatClientEventSchema>;
