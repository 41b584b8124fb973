import type { DeskMessageInput, DeskTicketDetail } from '@homebid/shared/schemas/support-desk';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** A reply the user reads on Support Requests; they get the 'Support Request Answered' alert and its e-mail. */
export const replyToTicket = ({ ticketId, input }: { ticketId: number; input: DeskMessageInput }) =>
  apiFetch<DeskTicketDetail>(`/admin/tickets/${ticketId}/replies`, { body: input });

export const useReplyToTicket = () => useOperatorMutation(replyToTicket);
