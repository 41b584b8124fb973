import type { DeskStatusInput, DeskTicketDetail } from '@homebid/shared/schemas/support-desk';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Moves the ticket to another status of the queue (audited). */
export const setTicketStatus = ({ ticketId, input }: { ticketId: number; input: DeskStatusInput }) =>
  apiFetch<DeskTicketDetail>(`/admin/tickets/${ticketId}/status`, { body: input });

export const useSetTicketStatus = () => useOperatorMutation(setTicketStatus);
