import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_TEXT, type ChannelSummary, type ChatMessage } from '@homebid/shared/schemas/chat';
import { users } from '../../db/schema/auth';
import { chatChannels, chatMembers, chatMessages } from '../../db/schema/chat';
import { isSuspendedSql } from '../../platform/auth/suspension';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { toIso } from '../../db/to-iso';
import { readableMessages, toChatMessage } from './chat-mappers';
import { badgeSourcesJsonSql, badgesFromSourcesJson } from '../profile/user-badges';

const PREVIEW_LENGTH = 120;
const MAX_CHANNELS = 200;

/** Throws 404 unless `userId` is a member of the channel: a stranger learns nothing, not even that it exists. */
export async function requireMembership(ctx: Pick<AppContext, 'db'>, channelId: string, userId: string) {
  const [member] = await ctx.db
    .select({ lastReadMessageId: chatMembers.lastReadMessageId })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
  if (!member) throw notFound(CHAT_TEXT.channelNotFound);
  return member;
}

/**
 * The channels of a user (placeholder `userId`), newest activity first, or just one (`channelId`), with the other
 * member's badge sources: prepared once for each of the two, as planning it cost PostgreSQL 0.5-1 ms, ten times
 * running it.
 */
function channelsQuery(db: Database, one: boolean) {
  const userId = sql.placeholder('userId');
  const me = alias(chatMembers, 'me');
  const other = alias(chatMembers, 'other');
  const unread = sql<number>`(SELECT count(*) FROM ${chatMessages} x
      WHERE x.channel_id = ${chatChannels.id} AND x.id > ${me.lastReadMessageId} AND x.sender_id <> ${userId})`.mapWith(Number);
  return db
    .select({
      channel: chatChannels,
      other: { id: users.id, name: users.name, image: users.image },
      otherBadgeSources: badgeSourcesJsonSql(users.id),
      otherSuspended: isSuspendedSql(users).mapWith(Boolean),
      otherLastRead: other.lastReadMessageId,
      last: chatMessages,
      unread,
    })
    .from(me)
    .innerJoin(chatChannels, eq(chatChannels.id, me.channelId))
    .innerJoin(other, and(eq(other.channelId, me.channelId), ne(other.userId, userId)))
    .innerJoin(users, eq(users.id, other.userId))
    .leftJoin(chatMessages, and(eq(chatMessages.id, chatChannels.lastMessageId), gt(chatChannels.lastMessageId, 0)))
    .where(and(eq(me.userId, userId), one ? eq(me.channelId, sql.placeholder('channelId')) : undefined))
    .orderBy(desc(chatChannels.lastActivityAt), chatChannels.id)
    .limit(MAX_CHANNELS)
    .prepare(one ? 'select_chat_channel' : 'select_chat_channels');
}
const selectChannels = preparedPerDatabase((db) => channelsQuery(db, false));
const selectChannel = preparedPerDatabase((db) => channelsQuery(db, true));

/** The channels of `userId`, newest activity first (or just `channelId`). */
export async function listChannels(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, channelId?: string): Promise<ChannelSummary[]> {
  const rows = channelId ? await selectChannel(ctx.db).execute({ userId, channelId }) : await selectChannels(ctx.db).execute({ userId });
  // the preview is cut from the text as the user may read it, so a cut never leaves half a phone number showing
  const lastMessages = await readableMessages(ctx, userId, rows.flatMap((row) => (row.last ? [toChatMessage(row.last)] : [])));
  const lastById = new Map(lastMessages.map((m) => [m.id, m]));
  return rows.map((row) => ({
    id: row.channel.id,
    type: 'messaging' as const,
    otherMember: { id: row.other.id, name: row.other.name, image: row.other.image, badges: [...badgesFromSourcesJson(row.otherBadgeSources)] },
    otherSuspended: row.otherSuspended,
    // a preview, not the whole message: the list stays small however long the messages are
    lastMessage: previewOf(row.last ? lastById.get(Number(row.last.id)) : undefined),
    unreadCount: row.unread,
    otherLastReadMessageId: Number(row.otherLastRead),
    lastActivityAt: toIso(row.channel.lastActivityAt),
  }));
}

function previewOf(message: ChatMessage | undefined): ChatMessage | null {
  return message ? { ...message, text: message.text.slice(0, PREVIEW_LENGTH) } : null;
}

/**
 * The one 'messaging' channel whose members are exactly `userId` and `otherUserId`, created when needed.
 * The sorted member pair is a unique key and the insert says ON CONFLICT DO NOTHING, so two users
 * opening the chat at the same moment (or one user clicking twice) still end up in one channel.
 */
export async function openChannel(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, otherUserId: string): Promise<ChannelSummary> {
  if (otherUserId === userId) throw badRequest(CHAT_TEXT.selfChat, 'self_chat');
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, otherUserId));
  if (!target) throw notFound(CHAT_TEXT.unknownUser);
  const [memberLow, memberHigh] = [userId, otherUserId].sort();

  await ctx.db.transaction(async (tx) => {
    const created = await tx
      .insert(chatChannels)
      .values({ id: randomUUID(), memberLow, memberHigh, createdBy: userId })
      .onConflictDoNothing({ target: [chatChannels.type, chatChannels.memberLow, chatChannels.memberHigh] })
      .returning({ id: chatChannels.id });
    if (created[0]) {
      await tx.insert(chatMembers).values([
        { channelId: created[0].id, userId: memberLow },
        { channelId: created[0].id, userId: memberHigh },
      ]);
    }
  });
  const [channel] = await ctx.db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.type, 'messaging'), eq(chatChannels.memberLow, memberLow), eq(chatChannels.memberHigh, memberHigh)));
  const [summary] = await listChannels(ctx, userId, channel.id);
  return summary;
}

/** Total unread messages across all channels of `userId` (messages from others after their read mark). */
export async function getUnreadTotal(ctx: Pick<AppContext, 'db'>, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatMessages.channelId), eq(chatMembers.userId, userId)))
    .where(and(gt(chatMessages.id, chatMembers.lastReadMessageId), ne(chatMessages.senderId, userId)));
  return row?.total ?? 0;
}

/** Member ids of a channel. Membership never changes after creation, so callers may cache it. */
export async function getChannelMemberIds(ctx: Pick<AppContext, 'db'>, channelId: string): Promise<string[]> {
  const rows = await ctx.db.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.channelId, channelId));
  return rows.map((r) => r.userId);
}

/** Member ids of each of `channelIds` (one query), by channel; a channel without members is left out. */
export async function getMembersOfChannels(ctx: Pick<AppContext, 'db'>, channelIds: readonly string[]): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>();
  if (channelIds.length === 0) return members;
  const rows = await ctx.db.select().from(chatMembers).where(inArray(chatMembers.channelId, [...channelIds]));
  for (const row of rows) members.set(row.channelId, [...(members.get(row.channelId) ?? []), row.userId]);
  return members;
}
