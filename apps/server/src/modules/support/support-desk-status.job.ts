import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { supportTickets } from '../../db/schema/notifications';
import type { BackgroundLog } from '../../platform/background-log';
import type { AppContext } from '../../platform/context';
import { DESK_STATUS_BATCH_SIZE, type SupportForwarder } from '../../platform/support/support-forwarder';
import { alertSupportAnswered } from './support-answered-alert';

export const SUPPORT_DESK_STATUS_JOB = 'support-desk-status';
/** Every 5 minutes on one instance of the group (pg-boss's schedule), only when the desk can be asked (Zendesk). */
export const SUPPORT_DESK_STATUS_CRON = '*/5 * * * *';
/** At most this many show_many calls per round: Zendesk allows about 200 API calls a minute for the whole account. */
const MAX_BATCHES_PER_ROUND = 10;
/** Desk statuses that mean support answered the request (Zendesk closes solved tickets after some days). */
const ANSWERED_STATUSES = new Set(['solved', 'closed']);

type Log = BackgroundLog;
interface TicketToRead {
  id: number;
  userId: string;
  subject: string;
  externalId: string | null;
  externalStatus: string | null;
  solvedAlertedAt: Date | null;
}

/**
 * One round of the job: reads the desk status of forwarded tickets the desk has not closed, least recently read
 * first, DESK_STATUS_BATCH_SIZE per call, and stores it with the time it was read. A ticket that becomes solved
 * alerts its user, in the same transaction as its new status and at most once per ticket (`solved_alerted_at`).
 * A failing desk is logged and the round ends: the next round asks again; nothing else depends on it.
 */
export async function refreshSupportDeskStatuses(
  ctx: Pick<AppContext, 'db'>,
  forwarder: SupportForwarder,
  log: Log = () => {},
): Promise<{ read: number; failed: boolean }> {
  if (!forwarder.readStatuses) return { read: 0, failed: false };
  const readThisRound: number[] = [];
  for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch += 1) {
    const tickets: TicketToRead[] = await ctx.db
      .select({
        id: supportTickets.id,
        userId: supportTickets.userId,
        subject: supportTickets.subject,
        externalId: supportTickets.externalId,
        externalStatus: supportTickets.externalStatus,
        solvedAlertedAt: supportTickets.solvedAlertedAt,
      })
      .from(supportTickets)
      .where(
        and(
          isNotNull(supportTickets.externalId),
          sql`${supportTickets.externalStatus} IS DISTINCT FROM 'closed'`,
          // each ticket once per round
          readThisRound.length > 0 ? notInArray(supportTickets.id, readThisRound) : undefined,
        ),
      )
      .orderBy(sql`${supportTickets.externalStatusReadAt} ASC NULLS FIRST`, asc(supportTickets.id))
      .limit(DESK_STATUS_BATCH_SIZE);
    if (tickets.length === 0) break;

    let statuses: Map<string, string>;
    try {
      statuses = await forwarder.readStatuses(tickets.map((ticket) => ticket.externalId!));
    } catch (error) {
      log('support desk statuses could not be read; the next round asks again', error);
      return { read: readThisRound.length, failed: true };
    }
    const readAt = new Date();
    // the time of the read for every ticket asked (also those the desk no longer knows: they go to the back)
    await ctx.db
      .update(supportTickets)
      .set({ externalStatusReadAt: readAt })
      .where(inArray(supportTickets.id, tickets.map((ticket) => ticket.id)));
    for (const ticket of tickets) {
      const status = statuses.get(ticket.externalId!);
      if (status === undefined) continue;
      const answered = ANSWERED_STATUSES.has(status) && !ticket.solvedAlertedAt;
      if (status !== ticket.externalStatus || answered) await storeDeskStatus(ctx, ticket, status, readAt);
    }
    readThisRound.push(...tickets.map((ticket) => ticket.id));
    if (tickets.length < DESK_STATUS_BATCH_SIZE) break;
  }
  return { read: readThisRound.length, failed: false };
}

/** The new status and, when the desk solved the ticket, its alert: one transaction, the alert claimed once. */
async function storeDeskStatus(ctx: Pick<AppContext, 'db'>, ticket: TicketToRead, status: string, readAt: Date) {
  await ctx.db.transaction(async (tx) => {
    await tx.update(supportTickets).set({ externalStatus: status }).where(eq(supportTickets.id, ticket.id));
    if (!ANSWERED_STATUSES.has(status)) return;
    // the conditional update is the claim: a concurrent or later round finds solved_alerted_at set and alerts nothing
    const [claimed] = await tx
      .update(supportTickets)
      .set({ solvedAlertedAt: readAt })
      .where(and(eq(supportTickets.id, ticket.id), isNull(supportTickets.solvedAlertedAt)))
      .returning({ id: supportTickets.id });
    if (!claimed) return;
    await alertSupportAnswered(tx, ticket, 'solvedInZendesk');
  });
}

/** Defines and schedules the job when the desk can be asked for statuses (Zendesk); the e-mail desk has none. */
export function registerSupportDeskStatusJob(ctx: Pick<AppContext, 'db' | 'jobs' | 'log'>, forwarder: SupportForwarder) {
  if (!forwarder.readStatuses) return;
  ctx.jobs.define({
    name: SUPPORT_DESK_STATUS_JOB,
    // a failed round is not retried: the next scheduled round is the retry
    retryLimit: 0,
    handler: async () => {
      await refreshSupportDeskStatuses(ctx, forwarder, ctx.log);
    },
  });
  ctx.jobs.schedule(SUPPORT_DESK_STATUS_JOB, SUPPORT_DESK_STATUS_CRON);
}
