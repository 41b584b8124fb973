import { DESK_STATUSES, type DeskConversationEntry, type DeskStatus, type DeskTicketSummary, type SupportDesk } from '@homebid/shared/schemas/support-desk';
import { adminTicketPath } from '@homebid/shared/web-paths';

/** The colour of a status tag (each legible on both themes' backgrounds: antd's purple is not on the dark one). */
export const DESK_STATUS_COLOURS: Record<DeskStatus, string> = { new: 'blue', open: 'gold', pending: 'cyan', solved: 'green' };

/** How each entry of a conversation is headed, so a reply the user reads is never mistaken for an internal note. */
export const CONVERSATION_KIND_LABELS: Record<DeskConversationEntry['kind'], string> = {
  request: 'Request',
  reply: 'Reply (the user sees it)',
  note: 'Internal note (only HomeBid sees it)',
};

/** '#42': how the queue and the page name a ticket (the search takes the same). */
export const ticketNumber = (ticket: Pick<DeskTicketSummary, 'id'>) => `#${ticket.id}`;

/** Where a queue row leads: the ticket's page here, its page in Zendesk, or nowhere yet (not in Zendesk so far). */
export type TicketLink = { kind: 'page'; to: string } | { kind: 'zendesk'; href: string } | { kind: 'none' };

export function ticketLinkOf(desk: SupportDesk, ticket: Pick<DeskTicketSummary, 'id' | 'zendeskUrl'>): TicketLink {
  if (desk === 'homebid') return { kind: 'page', to: adminTicketPath(String(ticket.id)) };
  return ticket.zendeskUrl ? { kind: 'zendesk', href: ticket.zendeskUrl } : { kind: 'none' };
}

/** Who has the ticket, as the signed-in operator reads it. */
export function assigneeText(ticket: Pick<DeskTicketSummary, 'assignee'>, operatorId: string): string {
  if (!ticket.assignee) return 'Nobody yet';
  return ticket.assignee.id === operatorId ? 'You' : ticket.assignee.name;
}

/** The queue's filters as the page's query string keeps them (so a reload or a link shows the same queue). */
export interface TicketQueueFilters {
  status: DeskStatus | undefined;
  isMine: boolean;
  q: string;
  page: number;
}

const isDeskStatus = (value: string | null): value is DeskStatus => (DESK_STATUSES as readonly (string | null)[]).includes(value);

export function readTicketQueueFilters(params: URLSearchParams): TicketQueueFilters {
  const status = params.get('status');
  return {
    status: isDeskStatus(status) ? status : undefined,
    isMine: params.get('mine') === '1',
    q: params.get('q') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The query string of a queue: only what differs from the default, so the plain queue's address stays bare. */
export function ticketQueueQuery(filters: TicketQueueFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.isMine) query.set('mine', '1');
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}
