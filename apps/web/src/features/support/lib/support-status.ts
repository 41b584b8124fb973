import type { SupportTicket } from '@homebid/shared/schemas/support';

/** Zendesk's ticket statuses in the user's words ('pending' is the desk waiting for the user's reply). */
const DESK_STATUS_WORDS: Record<string, string> = {
  new: 'Received',
  open: 'In progress',
  pending: 'Waiting for you',
  hold: 'On hold',
  solved: 'Solved',
  closed: 'Closed',
};

/** Our own status until the desk has the ticket, then the desk's, read back by the server's support-desk-status job. */
export function statusOf(ticket: Pick<SupportTicket, 'status' | 'externalStatus'>): string {
  const desk = ticket.externalStatus;
  if (desk) return DESK_STATUS_WORDS[desk] ?? desk.charAt(0).toUpperCase() + desk.slice(1);
  if (ticket.status === 'open') return 'Received';
  if (ticket.status === 'forwarded') return 'Sent to support';
  return 'Closed';
}
