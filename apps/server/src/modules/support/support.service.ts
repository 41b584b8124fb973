import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { SUPPORT_LIMITS, SUPPORT_TEXT, type SupportRequest, type SupportTicket } from '@homebid/shared/schemas/support';
import { SUPPORT_REPLY_AUTHOR, type DeskStatus, type MySupportTicket, type SupportReply } from '@homebid/shared/schemas/support-desk';
import { users } from '../../db/schema/auth';
import { supportTickets } from '../../db/schema/notifications';
import { supportTicketDesk, supportTicketMessages } from '../../db/schema/support-desk';
import type { AppContext } from '../../platform/context';
import { tooMany } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { SupportForwarder } from '../../platform/support/support-forwarder';

export const SUPPORT_FORWARD_JOB = 'support-forward';

type TicketRow = typeof supportTickets.$inferSelect;
const toTicket = (row: TicketRow): SupportTicket => ({
  id: Number(row.id),
  subject: row.subject,
  message: row.message,
  priority: row.priority,
  status: row.status,
  externalStatus: row.externalStatus,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores the user's request as an 'urgent' ticket (the spec's priority) and enqueues its forwarding in the
 * same transaction: the desk hears of every stored ticket, and the user never waits for the desk.
 * At most SUPPORT_LIMITS.perHour per user and hour, counted in the database so every instance agrees.
 */
export async function createSupportTicket(ctx: Pick<AppContext, 'db'>, userId: string, input: SupportRequest): Promise<SupportTicket> {
  return ctx.db.transaction(async (tx) => {
    // the user row lock serialises one user's concurrent requests, so the hourly count cannot be overrun
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(supportTickets)
      .where(and(eq(supportTickets.userId, userId), gt(supportTickets.createdAt, new Date(Date.now() - 3600_000))));
    if (Number(recent?.n ?? 0) >= SUPPORT_LIMITS.perHour) throw tooMany(SUPPORT_TEXT.rateLimited);
    const [row] = await tx.insert(supportTickets).values({ userId, subject: input.subject, message: input.message, priority: 'urgent' }).returning();
    await enqueueJob(tx, SUPPORT_FORWARD_JOB, { ticketId: Number(row!.id) });
    return toTicket(row!);
  });
}

/**
 * The user's own tickets, newest first, each with HomeBid's replies oldest first (internal notes are never read
 * here). Once an operator has moved a ticket in HomeBid's queue, its status there is the desk's status the user sees.
 */
export async function listMySupportTickets(ctx: Pick<AppContext, 'db'>, userId: string): Promise<MySupportTicket[]> {
  const rows = await ctx.db
    .select({ ticket: supportTickets, deskStatus: supportTicketDesk.status })
    .from(supportTickets)
    .leftJoin(supportTicketDesk, eq(supportTicketDesk.ticketId, supportTickets.id))
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(50);
  const replies = await listReplies(ctx, rows.map((row) => Number(row.ticket.id)));
  return rows.map(({ ticket, deskStatus }) => {
    const view = toTicket(ticket);
    return { ...view, externalStatus: view.externalStatus ?? movedDeskStatus(deskStatus), replies: replies.get(Number(ticket.id)) ?? [] };
  });
}

/** HomeBid's queue status once an operator has moved the ticket past new (before that, the ticket's own status says it). */
const movedDeskStatus = (status: DeskStatus | null) => (status && status !== 'new' ? status : null);

/** The replies of the given tickets (never the notes), by ticket, oldest first. */
async function listReplies(ctx: Pick<AppContext, 'db'>, ticketIds: number[]): Promise<Map<number, SupportReply[]>> {
  const byTicket = new Map<number, SupportReply[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await ctx.db
    .select({ id: supportTicketMessages.id, ticketId: supportTicketMessages.ticketId, body: supportTicketMessages.body, createdAt: supportTicketMessages.createdAt })
    .from(supportTicketMessages)
    .where(and(inArray(supportTicketMessages.ticketId, ticketIds), eq(supportTicketMessages.kind, 'reply')))
    .orderBy(asc(supportTicketMessages.id));
  for (const row of rows) {
    const list = byTicket.get(Number(row.ticketId)) ?? [];
    list.push({ id: Number(row.id), body: row.body, author: SUPPORT_REPLY_AUTHOR, createdAt: row.createdAt.toISOString() });
    byTicket.set(Number(row.ticketId), list);
  }
  return byTicket;
}

/** The job: forwards a ticket still open; a forwarded one is left alone, so a retry never sends twice. */
export async function forwardSupportTicket(ctx: Pick<AppContext, 'db'>, forwarder: SupportForwarder, ticketId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ ticket: supportTickets, name: users.name, email: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.status, 'open')));
  if (!row) return;
  const { externalId, externalStatus } = await forwarder.forward({
    ticketId,
    userId: row.ticket.userId,
    userName: row.name,
    userEmail: row.email,
    subject: row.ticket.subject,
    message: row.ticket.message,
    priority: 'urgent',
  });
  await ctx.db.update(supportTickets).set({ status: 'forwarded', externalId: externalId ?? null, externalStatus: externalStatus ?? null, forwardedAt: new Date() }).where(eq(supportTickets.id, ticketId));
}
