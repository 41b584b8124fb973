import { and, eq, inArray } from 'drizzle-orm';
import { MODERATION_MSG, type ReportTargetSummary, type ReportTargetType } from '@homebid/shared/schemas/moderation';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { chatMembers, chatMessages } from '../../db/schema/chat';
import { listings } from '../../db/schema/listings';
import { isSuspendedSql } from '../../platform/auth/suspension';
import { forbidden, notFound } from '../../platform/errors';
import { isListingVisibleToSql } from '../listings/listing-visibility';
import { isListingId } from '../listings/listings.policy';

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/** A reported thing as the reporter and the alert name it: the listing's title, the user's name, or a message. */
export interface ResolvedTarget extends ReportTarget {
  /** Whom it belongs to: the listing's poster, the user, the message's sender. */
  ownerId: string;
  label: string;
}

const MESSAGE_ID = /^\d{1,15}$/;
const TITLE_MAX = 200;
const quoted = (text: string) => `“${text}”`;

/**
 * The target of a new report as the reporter may see it (404 otherwise, saying nothing more): a listing visible to
 * them, a user, or a message of a chat they are a member of. Their own things are refused (403). The id comes back
 * in one spelling, so one target has one open report per reporter.
 */
export async function resolveReportTarget(db: Database, reporterId: string, target: ReportTarget): Promise<ResolvedTarget> {
  const resolved = await findTarget(db, reporterId, target);
  if (!resolved) throw notFound(MODERATION_MSG.reportTargetNotFound);
  if (resolved.ownerId === reporterId) throw forbidden(MODERATION_MSG.reportOwn);
  return resolved;
}

async function findTarget(db: Database, reporterId: string, target: ReportTarget): Promise<ResolvedTarget | undefined> {
  if (target.type === 'listing') {
    if (!isListingId(target.id)) return undefined;
    const id = target.id.toLowerCase();
    const [row] = await db
      .select({ posterId: listings.posterId, title: listings.title })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.posterId))
      .where(and(eq(listings.id, id), isListingVisibleToSql(reporterId)));
    return row && { type: 'listing', id, ownerId: row.posterId, label: quoted(row.title) };
  }
  if (target.type === 'user') {
    const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, target.id));
    return row && { type: 'user', id: row.id, ownerId: row.id, label: row.name };
  }
  if (!MESSAGE_ID.test(target.id)) return undefined;
  const id = Number(target.id);
  // only a member of the message's chat finds it
  const [row] = await db
    .select({ senderId: chatMessages.senderId })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatMessages.channelId), eq(chatMembers.userId, reporterId)))
    .where(eq(chatMessages.id, id));
  return row && { type: 'message', id: String(id), ownerId: row.senderId, label: 'a chat message' };
}

export const targetKey = (target: ReportTarget) => `${target.type}:${target.id}`;

const missing = (target: ReportTarget): ReportTargetSummary => ({
  type: target.type,
  id: target.id,
  title: null,
  owner: null,
  ownerSuspended: false,
  hidden: false,
  channelId: null,
});

/** What the operators' queue shows of each target, read now (keyed by targetKey); a target gone since has no title. */
export async function summarizeTargets(db: Database, targets: ReportTarget[]): Promise<Map<string, ReportTargetSummary>> {
  const ids = (type: ReportTargetType, valid: (id: string) => boolean) => [...new Set(targets.filter((t) => t.type === type && valid(t.id)).map((t) => t.id))];
  const listingIds = ids('listing', isListingId);
  const userIds = ids('user', () => true);
  const messageIds = ids('message', (id) => MESSAGE_ID.test(id)).map(Number);
  const suspended = isSuspendedSql(users).mapWith(Boolean);
  const [listingRows, userRows, messageRows] = await Promise.all([
    listingIds.length
      ? db
          .select({ id: listings.id, title: listings.title, ownerId: users.id, ownerName: users.name, suspended, hiddenAt: listings.hiddenAt })
          .from(listings)
          .innerJoin(users, eq(users.id, listings.posterId))
          .where(inArray(listings.id, listingIds))
      : [],
    userIds.length ? db.select({ id: users.id, name: users.name, suspended }).from(users).where(inArray(users.id, userIds)) : [],
    messageIds.length
      ? db
          .select({ id: chatMessages.id, text: chatMessages.text, channelId: chatMessages.channelId, ownerId: users.id, ownerName: users.name, suspended })
          .from(chatMessages)
          .innerJoin(users, eq(users.id, chatMessages.senderId))
          .where(inArray(chatMessages.id, messageIds))
      : [],
  ]);
  const summaries = new Map<string, ReportTargetSummary>(targets.map((t) => [targetKey(t), missing(t)]));
  for (const row of listingRows) {
    summaries.set(targetKey({ type: 'listing', id: row.id }), {
      ...missing({ type: 'listing', id: row.id }),
      title: row.title,
      owner: { id: row.ownerId, name: row.ownerName },
      ownerSuspended: row.suspended,
      hidden: row.hiddenAt !== null,
    });
  }
  for (const row of userRows) {
    summaries.set(targetKey({ type: 'user', id: row.id }), { ...missing({ type: 'user', id: row.id }), title: row.name, owner: { id: row.id, name: row.name }, ownerSuspended: row.suspended });
  }
  for (const row of messageRows) {
    const id = String(row.id);
    summaries.set(targetKey({ type: 'message', id }), {
      ...missing({ type: 'message', id }),
      title: row.text.slice(0, TITLE_MAX),
      owner: { id: row.ownerId, name: row.ownerName },
      ownerSuspended: row.suspended,
      channelId: row.channelId,
    });
  }
  return summaries;
}
