import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SUPPORT_DESK_MSG,
  type DeskConversationEntry,
  type DeskQueueQuery,
  type DeskStatus,
  type DeskTicketDetail,
  type DeskTicketPage,
  type DeskTicketSummary,
} from '@homebid/shared/schemas/support-desk';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { supportTickets } from '../../db/schema/notifications';
import { supportTicketDesk, supportTicketMessages } from '../../db/schema/support-desk';
import { toIso } from '../../db/to-iso';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit, type AuditSource } from '../admin/record-audit';
import { alertSupportAnswered } from './support-answered-alert';
import type { ZendeskTicketLink } from './zendesk-desk';

/** What the queue needs: the database, and the link to Zendesk when Zendesk is the desk (undefined: HomeBid's queue). */
export interface SupportDeskContext {
  db: Database;
  zendeskLink: ZendeskTicketLink | undefined;
}

const requesters = alias(users, 'requester');
const assignees = alias(users, 'assignee');
const authors = alias(users, 'author');

/**
 * A ticket's queue status as SQL. HomeBid's queue: its desk row, new without one. Zendesk: Zendesk's own status on
 * the queue's four (hold waits like pending, closed is solved; not yet there is new).
 */
function statusSql(ctx: SupportDeskContext): SQL<DeskStatus> {
  if (!ctx.zendeskLink) return sql<DeskStatus>`coalesce(${supportTicketDesk.status}, 'new')`;
  const zendesk = supportTickets.externalStatus;
  return sql<DeskStatus>`CASE WHEN ${zendesk} IN ('solved', 'closed') THEN 'solved' WHEN ${zendesk} IN ('pending', 'hold') THEN 'pending' WHEN ${zendesk} = 'open' THEN 'open' ELSE 'new' END`;
}

/** The ticket number a search names ('42' or '#42'), if any. */
const ticketNumberOf = (q: string) => (/^#?\d{1,15}$/.test(q) ? Number(q.replace('#', '')) : undefined);
/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function selectSummaries(ctx: SupportDeskContext) {
  return ctx.db
    .select({
      ticket: supportTickets,
      status: statusSql(ctx),
      user: { id: requesters.id, name: requesters.name, email: requesters.email },
      assigneeId: assignees.id,
      assigneeName: assignees.name,
      updatedAt: sql<Date | string>`coalesce(${supportTicketDesk.updatedAt}, ${supportTickets.createdAt})`,
    })
    .from(supportTickets)
    .innerJoin(requesters, eq(requesters.id, supportTickets.userId))
    .leftJoin(supportTicketDesk, eq(supportTicketDesk.ticketId, supportTickets.id))
    .leftJoin(assignees, eq(assignees.id, supportTicketDesk.assigneeId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(ctx: SupportDeskContext, row: SummaryRow): DeskTicketSummary {
  const { ticket } = row;
  return {
    id: Number(ticket.id),
    subject: ticket.subject,
    status: row.status,
    user: row.user,
    assignee: row.assigneeId && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
    zendeskUrl: ctx.zendeskLink && ticket.externalId ? ctx.zendeskLink(ticket.externalId) : null,
    createdAt: toIso(ticket.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** A page of the queue, newest ticket first, filtered by status, by the caller's assignment and by a search. */
export async function listDeskTickets(ctx: SupportDeskContext, operatorId: string, query: DeskQueueQuery): Promise<DeskTicketPage> {
  const q = query.q?.trim();
  const number = q ? ticketNumberOf(q) : undefined;
  const where = and(
    query.status ? sql`${statusSql(ctx)} = ${query.status}` : undefined,
    query.assignee === 'me' ? eq(supportTicketDesk.assigneeId, operatorId) : undefined,
    q
      ? or(
          ilike(supportTickets.subject, containing(q)),
          ilike(requesters.name, containing(q)),
          ilike(requesters.email, containing(q)),
          number !== undefined ? eq(supportTickets.id, number) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectSummaries(ctx)
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: count() })
      .from(supportTickets)
      .innerJoin(requesters, eq(requesters.id, supportTickets.userId))
      .leftJoin(supportTicketDesk, eq(supportTicketDesk.ticketId, supportTickets.id))
      .where(where),
  ]);
  return {
    desk: ctx.zendeskLink ? 'zendesk' : 'homebid',
    tickets: rows.map((row) => toSummary(ctx, row)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The ticket number of a path's id, or undefined when it cannot be one (then: 404, as for a missing ticket). */
const ticketIdOf = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

/** One ticket with its user and its conversation: the request, then replies and internal notes, oldest first. */
export async function getDeskTicket(ctx: SupportDeskContext, id: string): Promise<DeskTicketDetail> {
  const ticketId = ticketIdOf(id);
  const [row] = ticketId === undefined ? [] : await selectSummaries(ctx).where(eq(supportTickets.id, ticketId));
  if (!row) throw notFound(SUPPORT_DESK_MSG.ticketNotFound);
  const messages = await ctx.db
    .select({ message: supportTicketMessages, authorName: authors.name })
    .from(supportTicketMessages)
    .leftJoin(authors, eq(authors.id, supportTicketMessages.authorId))
    .where(eq(supportTicketMessages.ticketId, row.ticket.id))
    .orderBy(asc(supportTicketMessages.id));
  const request: DeskConversationEntry = { id: 'request', kind: 'request', body: row.ticket.message, author: { id: row.user.id, name: row.user.name }, createdAt: toIso(row.ticket.createdAt) };
  return {
    desk: ctx.zendeskLink ? 'zendesk' : 'homebid',
    ticket: { ...toSummary(ctx, row), priority: row.ticket.priority, zendeskStatus: row.ticket.externalStatus },
    conversation: [
      request,
      ...messages.map(({ message, authorName }): DeskConversationEntry => ({
        id: String(message.id),
        kind: message.kind,
        body: message.body,
        author: message.authorId && authorName !== null ? { id: message.authorId, name: authorName } : null,
        createdAt: toIso(message.createdAt),
      })),
    ],
  };
}

interface LockedTicket {
  id: number;
  userId: string;
  subject: string;
  status: DeskStatus;
  assigneeId: string | null;
}

/**
 * One change of a ticket by an operator, in one transaction under the ticket's row lock (so two operators' changes
 * apply one after the other): refused while Zendesk is the desk, 404 for a missing ticket. Answers the ticket as it
 * is after the change.
 */
async function changeTicket(ctx: SupportDeskContext, id: string, change: (tx: Database, ticket: LockedTicket) => Promise<void>): Promise<DeskTicketDetail> {
  if (ctx.zendeskLink) throw conflict(SUPPORT_DESK_MSG.answeredInZendesk, 'answered_in_zendesk');
  const ticketId = ticketIdOf(id);
  if (ticketId === undefined) throw notFound(SUPPORT_DESK_MSG.ticketNotFound);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: supportTickets.id, userId: supportTickets.userId, subject: supportTickets.subject })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId))
      .for('update');
    if (!row) throw notFound(SUPPORT_DESK_MSG.ticketNotFound);
    const [desk] = await tx.select().from(supportTicketDesk).where(eq(supportTicketDesk.ticketId, ticketId));
    await change(tx, { ...row, id: Number(row.id), status: desk?.status ?? 'new', assigneeId: desk?.assigneeId ?? null });
  });
  return getDeskTicket(ctx, id);
}

/** Writes the ticket's queue record (its first change creates it), stamped now. */
async function saveDesk(tx: Database, ticket: LockedTicket, next: { status: DeskStatus; assigneeId: string | null }) {
  const values = { status: next.status, assigneeId: next.assigneeId, updatedAt: new Date() };
  await tx
    .insert(supportTicketDesk)
    .values({ ticketId: ticket.id, ...values })
    .onConflictDoUpdate({ target: supportTicketDesk.ticketId, set: values });
}

/** Taking a new ticket, or answering it, opens it: somebody is on it now. */
const openedBy = (status: DeskStatus): DeskStatus => (status === 'new' ? 'open' : status);

/** Assigns the ticket to the calling operator (taking it over from another); a new ticket becomes open. */
export function assignTicket(ctx: SupportDeskContext, operatorId: string, id: string): Promise<DeskTicketDetail> {
  return changeTicket(ctx, id, (tx, ticket) => saveDesk(tx, ticket, { status: openedBy(ticket.status), assigneeId: operatorId }));
}

/**
 * An operator's reply: the user sees it on Support Requests and gets the 'Support Request Answered' alert (and its
 * e-mail), all in the transaction of the reply and its audit row. A new ticket becomes open.
 */
export function replyToTicket(ctx: SupportDeskContext, by: AuditSource, id: string, body: string): Promise<DeskTicketDetail> {
  return changeTicket(ctx, id, async (tx, ticket) => {
    const status = openedBy(ticket.status);
    const [reply] = await tx.insert(supportTicketMessages).values({ ticketId: ticket.id, kind: 'reply', authorId: by.actor.id, body }).returning({ id: supportTicketMessages.id });
    await saveDesk(tx, ticket, { status, assigneeId: ticket.assigneeId });
    await alertSupportAnswered(tx, ticket, 'replied');
    await recordAudit(tx, {
      ...by,
      action: 'ticket_reply',
      target: { type: 'ticket', id: String(ticket.id) },
      before: { status: ticket.status },
      after: { status, replyId: Number(reply!.id) },
    });
  });
}

/** An internal note: operators read it in the conversation; the user never sees it. */
export function addTicketNote(ctx: SupportDeskContext, operatorId: string, id: string, body: string): Promise<DeskTicketDetail> {
  return changeTicket(ctx, id, async (tx, ticket) => {
    await tx.insert(supportTicketMessages).values({ ticketId: ticket.id, kind: 'note', authorId: operatorId, body });
    await saveDesk(tx, ticket, { status: ticket.status, assigneeId: ticket.assigneeId });
  });
}

/** Moves the ticket to `status`, audited; the same status again changes nothing and writes no row. */
export function setTicketStatus(ctx: SupportDeskContext, by: AuditSource, id: string, status: DeskStatus): Promise<DeskTicketDetail> {
  return changeTicket(ctx, id, async (tx, ticket) => {
    if (ticket.status === status) return;
    await saveDesk(tx, ticket, { status, assigneeId: ticket.assigneeId });
    await recordAudit(tx, { ...by, action: 'ticket_status', target: { type: 'ticket', id: String(ticket.id) }, before: { status: ticket.status }, after: { status } });
  });
}

/** How many tickets wait for an answer: not solved in the queue (Zendesk: neither solved nor closed there). */
export async function countOpenDeskTickets(ctx: SupportDeskContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(supportTickets)
    .leftJoin(supportTicketDesk, eq(supportTicketDesk.ticketId, supportTickets.id))
    .where(sql`${statusSql(ctx)} <> 'solved'`);
  return Number(row?.n ?? 0);
}
