import type { DeskTicketDetail } from '@homebid/shared/schemas/support-desk';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Assign to me: the caller takes the ticket (over from another operator); a new ticket becomes open. */
export const assignTicket = (ticketId: number) => apiFetch<DeskTicketDetail>(`/admin/tickets/${ticketId}/assign`, { method: 'POST' });

export const useAssignTicket = () => useOperatorMutation(assignTicket);
