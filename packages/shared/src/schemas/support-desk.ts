import { z } from 'zod';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATES } from '../domain/dispute';
import { disputeViewSchema } from './escrow';
import { supportTicketListSchema } from './support';

/**
 * The operators' support queue and disputes queue (issue 28; under /api/admin, signed in; support and admin; anyone
 * else gets 401/403 without operator data). A change needs a fresh step-up (else 403 'step_up_required').
 *
 *   GET  /api/admin/tickets?status=&assignee=&q=&page=&pageSize=  -> DeskTicketPage
 *   GET  /api/admin/tickets/:id                                   -> DeskTicketDetail
 *   POST /api/admin/tickets/:id/assign                            -> DeskTicketDetail (to the caller; step-up)
 *   POST /api/admin/tickets/:id/replies   DeskMessageInput        -> DeskTicketDetail (step-up; audited 'ticket_reply';
 *        the user gets the 'Support Request Answered' alert and its e-mail, and sees the reply on Support Requests)
 *   POST /api/admin/tickets/:id/notes     DeskMessageInput        -> DeskTicketDetail (internal, never shown to the user; step-up)
 *   POST /api/admin/tickets/:id/status    DeskStatusInput         -> DeskTicketDetail (step-up; audited 'ticket_status')
 *   GET  /api/admin/disputes?state=open|with_homebid|settled      -> AdminDisputePage (deadlines nearest first)
 *   GET  /api/admin/disputes/:id                                  -> AdminDisputeDetail
 *
 * When Zendesk is the support desk, tickets are answered there: the queue links to each ticket in Zendesk, its status
 * is Zendesk's, and every change is refused with 409 'answered_in_zendesk'.
 *
 * The user's own list (GET /api/support/tickets) answers MySupportTicketList: their tickets with HomeBid's replies.
 */

/** The queue's states of a ticket: new (nobody has taken it), open, pending (waiting for the user), solved. */
export const DESK_STATUSES = ['new', 'open', 'pending', 'solved'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];
export const DESK_STATUS_LABELS: Record<DeskStatus, string> = { new: 'New', open: 'Open', pending: 'Pending', solved: 'Solved' };

/** Where tickets are answered: HomeBid's own queue, or Zendesk when it is configured. */
export const SUPPORT_DESKS = ['homebid', 'zendesk'] as const;
export type SupportDesk = (typeof SUPPORT_DESKS)[number];

export const SUPPORT_DESK_LIMITS = { bodyMax: 5000, queryMax: 200 } as const;
export const SUPPORT_DESK_PAGE = { defaultSize: 25, maxSize: 100 } as const;

export const SUPPORT_DESK_MSG = {
  ticketNotFound: 'This ticket does not exist.',
  answeredInZendesk: 'This ticket is answered in Zendesk.',
  replyRequired: 'Please write a reply.',
  noteRequired: 'Please write a note.',
  bodyTooLong: `Please keep it under ${SUPPORT_DESK_LIMITS.bodyMax} characters.`,
  statusRequired: 'Please choose a status.',
  queryTooLong: `Please keep the search under ${SUPPORT_DESK_LIMITS.queryMax} characters.`,
} as const;

/** How replies are signed for the user: HomeBid's staff, never an operator's own name. */
export const SUPPORT_REPLY_AUTHOR = 'HomeBid Support';

const time = z.string();
const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(SUPPORT_DESK_PAGE.maxSize).default(SUPPORT_DESK_PAGE.defaultSize);
const person = z.object({ id: z.string(), name: z.string() });
const account = person.extend({ email: z.string() });

// ---------------------------------------------------------------- the user's own tickets, with the replies

export const supportReplySchema = z.object({ id: z.number().int(), body: z.string(), author: z.literal(SUPPORT_REPLY_AUTHOR), createdAt: time });
export type SupportReply = z.infer<typeof supportReplySchema>;

/** A ticket on the user's Support Requests page: what they sent, its status, and HomeBid's replies oldest first. */
export const mySupportTicketSchema = supportTicketListSchema.shape.tickets.element.extend({ replies: z.array(supportReplySchema) });
export type MySupportTicket = z.infer<typeof mySupportTicketSchema>;
export const mySupportTicketListSchema = z.object({ tickets: z.array(mySupportTicketSchema) });
export type MySupportTicketList = z.infer<typeof mySupportTicketListSchema>;

// ---------------------------------------------------------------- the support queue

export const deskQueueQuerySchema = z.object({
  /** Absent: every status. */
  status: z.enum(DESK_STATUSES).optional(),
  /** 'me': the caller's tickets only. */
  assignee: z.enum(['me', 'any']).default('any'),
  /** Part of the subject, the user's name or e-mail, or a ticket number ('42' or '#42'). */
  q: z.string().trim().max(SUPPORT_DESK_LIMITS.queryMax, SUPPORT_DESK_MSG.queryTooLong).optional(),
  page,
  pageSize,
});
export type DeskQueueQuery = z.infer<typeof deskQueueQuerySchema>;

export const deskTicketSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** HomeBid's queue status, or Zendesk's mapped onto it (hold is pending, closed is solved). */
  status: z.enum(DESK_STATUSES),
  user: account,
  assignee: person.nullable(),
  /** Zendesk only: the ticket's page in Zendesk's agent view, once the ticket has reached Zendesk. */
  zendeskUrl: z.string().nullable(),
  createdAt: time,
  /** The last change in the queue (assignment, reply, note, status), or the ticket's creation. */
  updatedAt: time,
});
export type DeskTicketSummary = z.infer<typeof deskTicketSummarySchema>;

export const deskTicketPageSchema = z.object({
  desk: z.enum(SUPPORT_DESKS),
  tickets: z.array(deskTicketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeskTicketPage = z.infer<typeof deskTicketPageSchema>;

/** One entry of a ticket's conversation: the user's request, a reply the user sees, or an internal note. */
export const deskConversationEntrySchema = z.object({
  /** 'request' for the user's own message, else the reply's or note's number. */
  id: z.string(),
  kind: z.enum(['request', 'reply', 'note']),
  body: z.string(),
  /** The user (request) or the operator who wrote it; null when that account no longer exists. */
  author: person.nullable(),
  createdAt: time,
});
export type DeskConversationEntry = z.infer<typeof deskConversationEntrySchema>;

export const deskTicketDetailSchema = z.object({
  desk: z.enum(SUPPORT_DESKS),
  ticket: deskTicketSummarySchema.extend({
    priority: z.string(),
    /** Zendesk's own status of the ticket (new, open, pending, hold, solved, closed); null by e-mail. */
    zendeskStatus: z.string().nullable(),
  }),
  /** Oldest first: the request, then replies and notes in the order they were written. */
  conversation: z.array(deskConversationEntrySchema),
});
export type DeskTicketDetail = z.infer<typeof deskTicketDetailSchema>;

const body = (required: string) => z.string({ error: required }).trim().min(1, required).max(SUPPORT_DESK_LIMITS.bodyMax, SUPPORT_DESK_MSG.bodyTooLong);

export const deskReplyInputSchema = z.object({ body: body(SUPPORT_DESK_MSG.replyRequired) });
export const deskNoteInputSchema = z.object({ body: body(SUPPORT_DESK_MSG.noteRequired) });
export type DeskMessageInput = z.infer<typeof deskReplyInputSchema>;

export const deskStatusInputSchema = z.object({ status: z.enum(DESK_STATUSES, { error: SUPPORT_DESK_MSG.statusRequired }) });
export type DeskStatusInput = z.infer<typeof deskStatusInputSchema>;

// ---------------------------------------------------------------- the disputes queue

/** 'open': every dispute not settled (with_homebid included); 'with_homebid': those waiting for HomeBid's decision. */
export const ADMIN_DISPUTE_FILTERS = ['open', 'with_homebid', 'settled'] as const;
export type AdminDisputeFilter = (typeof ADMIN_DISPUTE_FILTERS)[number];

export const adminDisputeQuerySchema = z.object({ state: z.enum(ADMIN_DISPUTE_FILTERS).default('open'), page, pageSize });
export type AdminDisputeQuery = z.infer<typeof adminDisputeQuerySchema>;

const cents = z.number().int().min(0);

export const adminDisputeRowSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  listingTitle: z.string(),
  milestonePosition: z.number().int(),
  amountCents: cents,
  state: z.enum(DISPUTE_STATES),
  reason: z.enum(DISPUTE_REASONS),
  openedBy: z.enum(['poster', 'bidder']),
  poster: person,
  bidder: person,
  /** The other side's response deadline (the queue's order for open disputes, nearest first). */
  responseDueAt: time,
  createdAt: time,
  settledAt: time.nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  releaseCents: cents.nullable(),
});
export type AdminDisputeRow = z.infer<typeof adminDisputeRowSchema>;

export const adminDisputePageSchema = z.object({ disputes: z.array(adminDisputeRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminDisputePage = z.infer<typeof adminDisputePageSchema>;

export const adminDisputeDetailSchema = z.object({
  /** As HomeBid sees it (viewerSide 'homebid'): both sides' statements, evidence and the timeline in `events`. */
  dispute: disputeViewSchema,
  listingTitle: z.string(),
  poster: account,
  bidder: account,
});
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;
