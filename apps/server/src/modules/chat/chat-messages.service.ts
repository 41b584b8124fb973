import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ChatMessage, MessagePage, MessagesQuery } from '@homebid/shared/schemas/chat';
import { chatChannels, chatMembers, chatMessages } from '../../db/schema/chat';
import type { AppContext } from '../../platform/context';
import { requireMembership } from './chat-channels.service';
import type { ChatHub } from './chat-hub';
import { toChatMessage } from './chat-mappers';
import type { MessageRateLimiter } from './chat-rate-limit';

const CATCH_UP_MAX = 500;

/** A page of a channel's messages, oldest first: the newest page, older than `before`, or newer than `after`. */
export async function listMessages(ctx: AppContext, userId: string, channelId: string, query: MessagesQuery): Promise<MessagePage> {
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
    return { messages: rows.slice(0, limit).map(toChatMessage), hasMore: rows.length > limit };
  }
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(inChannel, query.before !== undefined ? lt(chatMessages.id, query.before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).reverse().map(toChatMessage), hasMore: rows.length > limit };
}

/** Stores a message, marks it read for its sender, and hands its id to the realtime hub after commit. */
export async function postMessage(
  ctx: AppContext,
  deps: { hub: ChatHub; limiter: MessageRateLimiter },
  userId: string,
  channelId: string,
  text: string,
): Promise<ChatMessage> {
  await requireMembership(ctx, channelId, userId);
  deps.limiter.consume(userId);
  const row = await ctx.db.transaction(async (tx) => {
    // Lock the channel before taking the next id: ids within a channel then commit in order, so a client
    // catching up with ?after=<last id it has> can never skip a message that committed late.
    await tx.execute(sql`SELECT 1 FROM ${chatChannels} WHERE ${chatChannels.id} = ${channelId} FOR UPDATE`);
    const [message] = await tx.insert(chatMessages).values({ channelId, senderId: userId, text }).returning();
    await tx
      .update(chatChannels)
      .set({ lastMessageId: message.id, lastActivityAt: message.createdAt })
      .where(eq(chatChannels.id, channelId));
    await tx
      .update(chatMembers)
      .set({ lastReadMessageId: message.id })
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
    return message;
  });
  const message = toChatMessage(row);
  await deps.hub.publishMessage(message);
  return message;
}

/** Moves the member's read mark forward (never back, never past the channel's last message). */
export async function markRead(ctx: AppContext, hub: ChatHub, userId: string, channelId: string, messageId: number): Promise<number> {
  const member = await requireMembership(ctx, channelId, userId);
  const [channel] = await ctx.db.select({ lastMessageId: chatChannels.lastMessageId }).from(chatChannels).where(eq(chatChannels.id, channelId));
  const target = Math.min(messageId, Number(channel.lastMessageId));
  if (target <= Number(member.lastReadMessageId)) return Number(member.lastReadMessageId);
  const updated = await ctx.db
    .update(chatMembers)
    .set({ lastReadMessageId: target })
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId), lt(chatMembers.lastReadMessageId, target)))
    .returning({ lastReadMessageId: chatMembers.lastReadMessageId });
  if (updated[0]) await hub.publishRead({ channelId, userId, messageId: target });
  return Math.max(target, Number(member.lastReadMessageId));
}

/** Messages of all the user's channels newer than `afterId`, oldest first (a reconnecting socket's catch-up). */
export async function listMessagesSince(ctx: AppContext, userId: string, afterId: number): Promise<ChatMessage[]> {
  const rows = await ctx.db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatMessages.channelId), eq(chatMembers.userId, userId)))
    .where(gt(chatMessages.id, afterId))
    .orderBy(asc(chatMessages.id))
    .limit(CATCH_UP_MAX);
  return rows.map((r) => toChatMessage(r.message));
}

/** Loads messages by id (what an instance does when another instance announces them). */
export async function getMessagesByIds(ctx: AppContext, ids: number[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
  return rows.map(toChatMessage);
}
