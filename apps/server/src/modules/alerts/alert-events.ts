import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { bidderContractPath, chatWithPath, posterContractPath, viewBiddersPath, WEB_PATHS } from '@homebid/shared/web-paths';
import type { Database } from '../../db/client';
import { alerts } from '../../db/schema/alerts';
import { users } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { enqueueJobsSql, wakeJobOutboxSql } from '../../platform/jobs/enqueue-job';
import { wantsEmailSql } from '../notifications/notification-preferences.service';
import { ALERT_EMAIL_JOB, ALERTS_TOPIC, recordAlert, type NewAlert } from './record-alert';

/*
 * One function per domain event that concerns a user. Each is called by the service that causes the event,
 * inside its transaction (`tx`), so the alert commits or rolls back with the event. Messages never carry
 * what the recipient may not see: no bid amounts (they are masked for posters' lists), no chat text.
 */

const SOMEONE = 'Someone';

async function getUserName(tx: Database, userId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? SOMEONE;
}

/** The alert of an event by `actorId`, whose current name its message shows (the declined bid's names nobody). */
async function alertOfActor(tx: Database, actorId: string, alertOf: (actorName: string) => NewAlert): Promise<void> {
  await recordAlert(tx, alertOf(await getUserName(tx, actorId)));
}

const quoted = (title: string) => `“${title}”`;

/**
 * A bid placed or updated on the poster's listing, with the bidder's name as the bid read it: opens the listing's
 * bidders page. The bid's own statement writes it (alertStatementParts), in the bid's transaction.
 */
export function bidOnMyListingAlert(event: { posterId: string; bidderName: string | null; listingId: string; listingTitle: string; isUpdate: boolean }): NewAlert {
  const bidderName = event.bidderName ?? SOMEONE;
  return {
    userId: event.posterId,
    kind: event.isUpdate ? 'bid_updated' : 'bid_placed',
    title: event.isUpdate ? 'Bid Updated' : 'New Bid',
    message: event.isUpdate
      ? `${bidderName} updated their bid on ${quoted(event.listingTitle)}.`
      : `${bidderName} placed a bid on ${quoted(event.listingTitle)}.`,
    link: viewBiddersPath(event.listingId),
  };
}

/** The bidder's bid was declined, with the poster's reason: opens My Bids. */
export const alertMyBidDeclined = (tx: Database, event: { bidderId: string; listingTitle: string; reason: string }) =>
  recordAlert(tx, {
    userId: event.bidderId,
    kind: 'bid_declined',
    title: 'Bid Declined',
    message: `Your bid on ${quoted(event.listingTitle)} was declined. Reason: ${event.reason}`,
    link: WEB_PATHS.myBids,
  });

/** The poster hired the bidder: a contract offer waits for the bidder's acceptance. */
export const alertContractOffered = (tx: Database, event: { bidderId: string; posterId: string; bidId: string; listingTitle: string }) =>
  alertOfActor(tx, event.posterId, (posterName) => ({
    userId: event.bidderId,
    kind: 'contract_offered',
    title: 'Contract Offered',
    message: `${posterName} offered you a contract for ${quoted(event.listingTitle)}.`,
    link: bidderContractPath(event.bidId),
  }));

/** One side withdrew the contract: the other side is told (the poster's link is the bidders page, the bidder's My Bids). */
export const alertContractWithdrawn = (
  tx: Database,
  event: { withdrawnBy: 'poster' | 'bidder'; posterId: string; bidderId: string; listingId: string; listingTitle: string },
) => {
  const byPoster = event.withdrawnBy === 'poster';
  return alertOfActor(tx, byPoster ? event.posterId : event.bidderId, (actorName) => ({
    userId: byPoster ? event.bidderId : event.posterId,
    kind: 'contract_withdrawn',
    title: 'Contract Withdrawn',
    message: `${actorName} withdrew the contract for ${quoted(event.listingTitle)}.`,
    link: byPoster ? WEB_PATHS.myBids : viewBiddersPath(event.listingId),
  }));
};

/** The bidder accepted the poster's offer: opens the poster's contract page. */
export const alertMyOfferAccepted = (tx: Database, event: { posterId: string; bidderId: string; contractId: string; listingTitle: string }) =>
  alertOfActor(tx, event.bidderId, (bidderName) => ({
    userId: event.posterId,
    kind: 'contract_accepted',
    title: 'Offer Accepted',
    message: `${bidderName} accepted your contract offer for ${quoted(event.listingTitle)}.`,
    link: posterContractPath(event.contractId),
  }));

/**
 * Chat messages' alerts, as WITH entries of the statement that stores the messages (chat-message-insert.ts), so they
 * commit with them in one round trip. A message is for someone not connected to the chat: one alert per conversation
 * until it is read (reading the channel or the alert), so a burst of messages makes one alert, not fifty. `away` names
 * an earlier entry of the statement with one row per recipient and sender (user_id, sender_id, link: the sender's
 * chatWithPath); each without an unread alert for that link gets one, with its e-mail job, as recordAlert writes them
 * (the sender's current name in its message). Put chatAlertsNotifySql in the statement's select.
 */
export const chatAlertsSql = (away: SQL) => sql`chat_alert AS (
      INSERT INTO alerts (user_id, kind, title, message, link)
      SELECT w.user_id, ${CHAT_ALERT.kind}, ${CHAT_ALERT.title}, coalesce(u.name, ${SOMEONE}) || ${CHAT_ALERT.sentYou}, w.link
      FROM ${away} w LEFT JOIN users u ON u.id = w.sender_id
      WHERE NOT EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = w.user_id AND a.kind = ${CHAT_ALERT.kind} AND a.read_at IS NULL AND a.link = w.link)
      RETURNING id, user_id
    ), chat_alert_email AS (${enqueueJobsSql(
      ALERT_EMAIL_JOB,
      sql`jsonb_build_object('alertId', chat_alert.id)`,
      sql`chat_alert WHERE ${wantsEmailSql(sql`chat_alert.user_id`, CHAT_ALERT.kind)}`,
    )})`;

/** The NOTIFYs (delivered on commit) of chatAlertsSql's alerts and e-mail jobs: two columns for the statement's select. */
export const chatAlertsNotifySql = sql`(SELECT count(*) FROM (SELECT pg_notify(${ALERTS_TOPIC}, user_id) FROM chat_alert) notified) AS alerts_notified,
      ${wakeJobOutboxSql(sql`chat_alert_email`)} AS jobs_woken`;

const CHAT_ALERT = { kind: 'chat_message', title: 'New Message', sentYou: ' sent you a message.' } as const;

/** Reading a conversation reads its chat alerts too (those of messages from `senderIds`), so the next message may alert again. */
export async function markChatAlertsRead(ctx: Pick<AppContext, 'db' | 'pubsub'>, userId: string, senderIds: readonly string[]): Promise<void> {
  if (senderIds.length === 0) return;
  const marked = await ctx.db
    .update(alerts)
    .set({ readAt: new Date() })
    .where(and(eq(alerts.userId, userId), eq(alerts.kind, 'chat_message'), inArray(alerts.link, senderIds.map(chatWithPath)), isNull(alerts.readAt)))
    .returning({ id: alerts.id });
  // the user's other tabs and devices update their bell
  if (marked.length) await ctx.pubsub.publish(ALERTS_TOPIC, userId);
}
