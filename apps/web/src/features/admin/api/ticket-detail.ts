import { useQuery } from '../../../lib/query';
import type { DeskTicketDetail } from '@homebid/shared/schemas/support-desk';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

/** One ticket with its user and its conversation, oldest first. */
export const getDeskTicket = (ticketId: string) => apiFetch<DeskTicketDetail>(`/admin/tickets/${encodeURIComponent(ticketId)}`);

export const useDeskTicket = (ticketId: string) =>
  // a ticket that does not exist (404) is an answer to show, not a failure to retry
  useQuery({ queryKey: [...ADMIN_KEY, 'ticket', ticketId], queryFn: () => getDeskTicket(ticketId), retry: false });
