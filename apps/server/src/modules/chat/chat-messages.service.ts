import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { CHAT_TEXT, type ChatMessage, type MessagePage, type MessagesQuery } from '@homebid/shared/schemas/chat';
import { chatChannels, chatMembers, chatMessages, type StoredChatFile } from '../../db/schema/chat';
import type { AppContext } from '../../platform/context';
import { alertChatMessage, markChatAlertsRead } from '../alerts/alert-events';
import { notFound } from '../../platform/errors';
import { getChannelMemberIds, requireMembership } from './chat-channels.service';
import { claimChatFiles, linkChatFiles } from './chat-files.service';
import { readableMessages, toChatMessage } from './chat-mappers';
import type { MessageRateLimiter } from './chat-rate-limit';

const CATCH_UP_MAX = 500;

/** What posting and reading tell the live side (chat-hub.ts): who is connected here, and what to announce. */
export interface ChatFeed {
  /** Whether the user has a chat socket on this instance (a user connected only to another instance counts as away). */
  isConnected(userId: string): boolean;
  publishMessage(message: ChatMessage): Promise<void>;
  publishRead(read: { channelId: string; userId: string; messageId: number }): Promise<void>;
}

/** A page of a channel's messages, oldest first: the newest page, older than `before`, or newer than `after`. */
export async function listMessages(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, channelId: string, query: MessagesQuery): Promise<MessagePage> {
  await requireMembership(ctx, channelId, userId);
  const limit = query.limit;
  const inChannel = eq(chatMessages.channelId, channelId);
  if (query.after !== undefined) {
    const rows = await ctx.db
      .select()
      .from(chatMessages)
      .where(and(inChannel, gt(chatMessages.id, query.after)))
      .orderBy(asc(chatMessages.id))
      .limit(limit + 1);
    return { messages: await readableMessages(ctx, userId, rows.slice(0, limit).map(toChatMessage)), hasMore: rows.length > limit };
  }
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(inChannel, query.before !== undefined ? lt(chatMessages.id, query.before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return { messages: await readableMessages(ctx, userId, rows.slice(0, limit).reverse().map(toChatMessage)), hasMore: rows.length > limit };
}

interface InsertedRow {
  id: number | string;
  channel_id: string;
  sender_id: string;
  text: string;
  created_at: Date | string;
  files: StoredChatFile[] | string;
  recipient_ids: string[] | string | null;
}

/**
 * Stores a message, marks it read for its sender, alerts members not connected to the chat, and hands
 * its id to the realtime hub after commit.
 * One statement (one round trip, its own transaction): it locks the channel row before the id is taken,
 * so ids within a channel commit in order and a client catching up with ?after=<last id it has> can never
 * skip a message that committed late; and it inserts nothing unless the sender is a member.
 */
export async function postMessage(
  ctx: Pick<AppContext, 'db'>,
  deps: { feed: ChatFeed; limiter: MessageRateLimiter },
  userId: string,
  channelId: string,
  text: string,
  fileIds: readonly string[] = [],
): Promise<ChatMessage> {
  await deps.limiter.consume(userId);
  // the message and its alerts commit together; the statement is still one round trip on the hot path
  const row = await ctx.db.transaction(async (tx) => {
    // a message with files locks them first (chat-files.service.ts); one without costs nothing more
    const files = await claimChatFiles(tx, userId, channelId, fileIds);
    const result = await tx.execute(sql`
    WITH locked AS (
      SELECT c.id FROM chat_channels c
      JOIN chat_members m ON m.channel_id = c.id AND m.user_id = ${userId}
      WHERE c.id = ${channelId}
      FOR UPDATE OF c
    ), message AS (
      INSERT INTO chat_messages (channel_id, sender_id, text, files)
      SELECT id, ${userId}, ${text}, ${JSON.stringify(files)}::jsonb FROM locked
      RETURNING id, channel_id, sender_id, text, created_at, files
    ), channel AS (
      UPDATE chat_channels c SET last_message_id = message.id, last_activity_at = message.created_at
      FROM message WHERE c.id = message.channel_id
    ), member AS (
      UPDATE chat_members m SET last_read_message_id = message.id
      FROM message WHERE m.channel_id = message.channel_id AND m.user_id = ${userId}
    )
    SELECT message.*, (SELECT array_agg(o.user_id) FROM chat_members o WHERE o.channel_id = message.channel_id AND o.user_id <> ${userId}) AS recipient_ids
    FROM message`);
    const inserted = (result as unknown as { rows: InsertedRow[] }).rows[0];
    if (!inserted) throw notFound(CHAT_TEXT.channelNotFound);
    await linkChatFiles(tx, files, Number(inserted.id));
    for (const recipientId of parseIdArray(inserted.recipient_ids)) {
      // someone with the chat open sees the message arrive; an alert is for those who are away
      if (!deps.feed.isConnected(recipientId)) await alertChatMessage(tx, { recipientId, senderId: userId });
    }
    return inserted;
  });
  const message = toChatMessage({ id: Number(row.id), channelId: row.channel_id, senderId: row.sender_id, text: row.text, createdAt: new Date(row.created_at), files: parseFiles(row.files) });
  await deps.feed.publishMessage(message);
  return message;
}

/** Moves the member's read mark forward (never back, never past the channel's last message). */
export async function markRead(ctx: Pick<AppContext, 'db' | 'pubsub'>, feed: ChatFeed, userId: string, channelId: string, messageId: number): Promise<number> {
  const member = await requireMembership(ctx, channelId, userId);
  const [channel] = await ctx.db.select({ lastMessageId: chatChannels.lastMessageId }).from(chatChannels).where(eq(chatChannels.id, channelId));
  const target = Math.min(messageId, Number(channel.lastMessageId));
  if (target <= Number(member.lastReadMessageId)) return Number(member.lastReadMessageId);
  const updated = await ctx.db
    .update(chatMembers)
    .set({ lastReadMessageId: target })
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId), lt(chatMembers.lastReadMessageId, target)))
    .returning({ lastReadMessageId: chatMembers.lastReadMessageId });
  if (updated[0]) {
    await feed.publishRead({ channelId, userId, messageId: target });
    const senderIds = (await getChannelMemberIds(ctx, channelId)).filter((memberId) => memberId !== userId);
    await markChatAlertsRead(ctx, userId, senderIds);
  }
  return Math.max(target, Number(member.lastReadMessageId));
}

/** Messages of all the user's channels newer than `afterId`, oldest first, as the user may read them (a reconnecting socket's catch-up). */
export async function listMessagesSince(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, afterId: number): Promise<ChatMessage[]> {
  const rows = await ctx.db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatMessages.channelId), eq(chatMembers.userId, userId)))
    .where(gt(chatMessages.id, afterId))
    .orderBy(asc(chatMessages.id))
    .limit(CATCH_UP_MAX);
  return readableMessages(ctx, userId, rows.map((r) => toChatMessage(r.message)));
}

/** Loads messages by id, as written (what an instance does when another instance announces them; the hub masks them per reader). */
export async function getMessagesByIds(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
  return rows.map(toChatMessage);
}

/** A text[] as PGlite (an array) or node-postgres (an array) or a raw literal ('{a,b}') returns it. */
function parseIdArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}

/** A jsonb column as raw SQL returns it: parsed by node-postgres and PGlite, text if a driver did not. */
const parseFiles = (value: StoredChatFile[] | string): StoredChatFile[] => (typeof value === 'string' ? (JSON.parse(value) as StoredChatFile[]) : value);
