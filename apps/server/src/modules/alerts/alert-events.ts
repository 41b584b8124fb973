import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts } from '../../db/schema/alerts';
import { users } from '../../db/schema/auth';
import { recordAlert } from './record-alert';

/*
 * One function per domain event that concerns a user. Each is called by the service that causes the event,
 * inside its transaction (`tx`), so the alert commits or rolls back with the event. Messages never carry
 * what the recipient may not see: no bid amounts (they are masked for posters' lists), no chat text.
 */

async function getUserName(tx: Database, userId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Someone';
}

const quoted = (title: string) => `“${title}”`;

/** A bid placed or updated on the poster's listing: opens the listing's bidders page. */
export async function alertBidOnMyListing(
  tx: Database,
  event: { posterId: string; bidderId: string; listingId: string; listingTitle: string; isUpdate: boolean },
) {
  const bidderName = await getUserName(tx, event.bidderId);
  await recordAlert(tx, {
    userId: event.posterId,
    kind: event.isUpdate ? 'bid_updated' : 'bid_placed',
    title: event.isUpdate ? 'Bid Updated' : 'New Bid',
    message: event.isUpdate
      ? `${bidderName} updated their bid on ${quoted(event.listingTitle)}.`
      : `${bidderName} placed a bid on ${quoted(event.listingTitle)}.`,
    link: `/v1/projects/bidders?listing_id=${encodeURIComponent(event.listingId)}`,
  });
}

/** The bidder's bid was declined, with the poster's reason: opens My Bids. */
export async function alertMyBidDeclined(tx: Database, event: { bidderId: string; listingTitle: string; reason: string }) {
  await recordAlert(tx, {
    userId: event.bidderId,
    kind: 'bid_declined',
    title: 'Bid Declined',
    message: `Your bid on ${quoted(event.listingTitle)} was declined. Reason: ${event.reason}`,
    link: '/v1/my-bids',
  });
}

/** The poster hired the bidder: a contract offer waits for the bidder's acceptance. */
export async function alertContractOffered(tx: Database, event: { bidderId: string; posterId: string; bidId: string; listingTitle: string }) {
  const posterName = await getUserName(tx, event.posterId);
  await recordAlert(tx, {
    userId: event.bidderId,
    kind: 'contract_offered',
    title: 'Contract Offered',
    message: `${posterName} offered you a contract for ${quoted(event.listingTitle)}.`,
    link: `/v1/my-bids/contract?bid_id=${encodeURIComponent(event.bidId)}`,
  });
}

/** One side withdrew the contract: the other side is told (the poster's link is the bidders page, the bidder's My Bids). */
export async function alertContractWithdrawn(
  tx: Database,
  event: { withdrawnBy: 'poster' | 'bidder'; posterId: string; bidderId: string; listingId: string; listingTitle: string },
) {
  const byPoster = event.withdrawnBy === 'poster';
  const actorName = await getUserName(tx, byPoster ? event.posterId : event.bidderId);
  await recordAlert(tx, {
    userId: byPoster ? event.bidderId : event.posterId,
    kind: 'contract_withdrawn',
    title: 'Contract Withdrawn',
    message: `${actorName} withdrew the contract for ${quoted(event.listingTitle)}.`,
    link: byPoster ? '/v1/my-bids' : `/v1/projects/bidders?listing_id=${encodeURIComponent(event.listingId)}`,
  });
}

/** The bidder accepted the poster's offer: opens the poster's contract page. */
export async function alertMyOfferAccepted(tx: Database, event: { posterId: string; bidderId: string; contractId: string; listingTitle: string }) {
  const bidderName = await getUserName(tx, event.bidderId);
  await recordAlert(tx, {
    userId: event.posterId,
    kind: 'contract_accepted',
    title: 'Offer Accepted',
    message: `${bidderName} accepted your contract offer for ${quoted(event.listingTitle)}.`,
    link: `/v1/projects/contract?contract_id=${encodeURIComponent(event.contractId)}`,
  });
}

export const chatAlertLink = (senderId: string) => `/v1/chats?uid=${encodeURIComponent(senderId)}`;

/**
 * A message for someone not connected to the chat: one alert per conversation until it is read (reading
 * the channel or the alert), so a burst of messages makes one alert, not fifty.
 */
export async function alertChatMessage(tx: Database, event: { recipientId: string; senderId: string }) {
  const link = chatAlertLink(event.senderId);
  const [unread] = await tx
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.userId, event.recipientId), isNull(alerts.readAt), eq(alerts.kind, 'chat_message'), eq(alerts.link, link)))
    .limit(1);
  if (unread) return;
  const senderName = await getUserName(tx, event.senderId);
  await recordAlert(tx, {
    userId: event.recipientId,
    kind: 'chat_message',
    title: 'New Message',
    message: `${senderName} sent you a message.`,
    link,
  });
}
