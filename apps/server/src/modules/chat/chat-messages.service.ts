import { and, asc, desc, eq, exists, gt, inArray, lt, sql } from 'drizzle-orm';
import { CHAT_TEXT, type ChatMessage, type MessagePage, type MessagesQuery } from '@homebid/shared/schemas/chat';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { chatChannels, chatMembers, chatMessages } from '../../db/schema/chat';
import type { AppContext } from '../../platform/context';
import { markChatAlertsRead } from '../alerts/alert-events';
import { notFound } from '../../platform/errors';
import { getChannelMemberIds, requireMembership } from './chat-channels.service';
import { claimChatFiles, linkChatFiles } from './chat-files.service';
import { insertMessages, type NewMessage } from './chat-message-insert';
import { readableMessages, toChatMessage } from './chat-mappers';
import type { MessageRateLimiter } from './chat-rate-limit';
import { createWriteBatcher } from './chat-write-batcher';

const CATCH_UP_MAX = 500;

/** What posting and reading tell the live side (chat-hub.ts): who is connected here, and what to announce. */
export interface ChatFeed {
  /** The members of these channels without a chat socket on this instance (one connected only to another instance counts as away). */
  awayIn(channelIds: readonly string[]): Promise<string[]>;
  /** Announces messages just stored (one announcement for them all). */
  publishMessages(messages: ChatMessage[]): Promise<void>;
  publishRead(read: { channelId: string; userId: string; messageId: number }): Promise<void>;
}

type PageDirection = 'newest' | 'before' | 'after';

/**
 * A page of a channel's messages with the reader's membership as a condition (placeholders channelId, userId,
 * limit, and the bound of `before`/`after`), prepared once per direction.
 */
function messagesQuery(db: Database, direction: PageDirection) {
  const isMember = exists(
    db.select({ one: sql`1` }).from(chatMembers).where(and(eq(chatMembers.channelId, sql.placeholder('channelId')), eq(chatMembers.userId, sql.placeholder('userId')))),
  );
  const bound = direction === 'after' ? gt(chatMessages.id, sql.placeholder('bound')) : direction === 'before' ? lt(chatMessages.id, sql.placeholder('bound')) : undefined;
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, sql.placeholder('channelId')), isMember, bound))
    .orderBy(direction === 'after' ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare(`select_chat_messages_${direction}`);
}
const selectMessages = {
  newest: preparedPerDatabase((db) => messagesQuery(db, 'newest')),
  before: preparedPerDatabase((db) => messagesQuery(db, 'before')),
  after: preparedPerDatabase((db) => messagesQuery(db, 'after')),
};

/**
 * A page of a channel's messages, oldest first: the newest page, older than `before`, or newer than `after`. The
 * reader's membership is a condition of the page's statement; only an empty page asks whether they are a member
 * at all (404) or there is nothing to read, so a page with messages costs one statement.
 */
export async function listMessages(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, channelId: string, query: MessagesQuery): Promise<MessagePage> {
  const limit = query.limit;
  const direction: PageDirection = query.after !== undefined ? 'after' : query.before !== undefined ? 'before' : 'newest';
  const found = await selectMessages[direction](ctx.db).execute({ channelId, userId, limit: limit + 1, bound: query.after ?? query.before });
  // oldest first; the extra row (there is more) is the last going forward, the first going back
  const rows = direction === 'after' ? found : found.reverse();
  if (rows.length === 0) await requireMembership(ctx, channelId, userId);
  const page = direction === 'after' ? rows.slice(0, limit) : rows.slice(rows.length > limit ? 1 : 0);
  return { messages: await readableMessages(ctx, userId, page.map(toChatMessage)), hasMore: rows.length > limit };
}

/** Writes text-only messages of concurrent posts together (chat-write-batcher.ts); per app, made by createMessageWriter. */
export type MessageWriter = ReturnType<typeof createMessageWriter>;

/**
 * Writes at once on PostgreSQL: each on a connection of its own, the next batch need not wait for the previous one's
 * commit (a disk flush on a durable server). More split the batches: on two cores, 3 cost more CPU per message than
 * they saved in waiting (docs/performance.md). PGlite runs one statement at a time on the app's thread: one.
 */
const WRITES_IN_FLIGHT = { postgres: 2, pglite: 1 } as const;

export function createMessageWriter(ctx: Pick<AppContext, 'db' | 'database'>, feed: ChatFeed) {
  // a conversation's messages are written in the order posted (ids and times rise with it)
  return createWriteBatcher((inputs: NewMessage[]) => storeMessages(ctx, feed, inputs), {
    keyOf: (input) => input.channelId,
    maxInFlight: WRITES_IN_FLIGHT[ctx.database.kind],
  });
}

/**
 * Stores a message, marks it read for its sender, alerts members not connected to the chat, and hands its id to
 * the realtime hub after commit. A message without files goes through the writer, with those posted meanwhile.
 */
export async function postMessage(
  ctx: Pick<AppContext, 'db'>,
  deps: { feed: ChatFeed; limiter: MessageRateLimiter; writer?: MessageWriter },
  userId: string,
  channelId: string,
  text: string,
  fileIds: readonly string[] = [],
): Promise<ChatMessage> {
  await deps.limiter.consume(userId);
  const input = { senderId: userId, channelId, text, files: [] };
  const [message] =
    fileIds.length > 0
      ? await storeMessages(ctx, deps.feed, [input], fileIds)
      : deps.writer
        ? [await deps.writer.write(input)]
        : await storeMessages(ctx, deps.feed, [input]);
  if (!message) throw notFound(CHAT_TEXT.channelNotFound);
  return message;
}

/**
 * One statement for the messages and the alerts of the members away, however many (chat-message-insert.ts), then one
 * announcement for them all. `fileIds` (the files of a message, locked first: chat-files.service.ts) only with one
 * input, in a transaction with the files.
 */
async function storeMessages(ctx: Pick<AppContext, 'db'>, feed: ChatFeed, inputs: NewMessage[], fileIds: readonly string[] = []): Promise<Array<ChatMessage | undefined>> {
  // someone with the chat open sees the message arrive; an alert is for those who are away
  const away = await feed.awayIn([...new Set(inputs.map((input) => input.channelId))]);
  const rows =
    fileIds.length === 0
      ? await insertMessages(ctx.db, inputs, away)
      : await ctx.db.transaction(async (tx) => {
          const withFiles = [{ ...inputs[0]!, files: await claimChatFiles(tx, inputs[0]!.senderId, inputs[0]!.channelId, fileIds) }];
          const inserted = await insertMessages(tx, withFiles, away);
          if (inserted[0]) await linkChatFiles(tx, withFiles[0]!.files, inserted[0].id);
          return inserted;
        });
  const messages = rows.map((row) => row && toChatMessage(row));
  const stored = messages.filter((m): m is ChatMessage => m !== undefined);
  if (stored.length > 0) await feed.publishMessages(stored);
  return messages;
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
