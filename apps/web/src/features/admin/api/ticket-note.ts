import type { DeskMessageInput, DeskTicketDetail } from '@homebid/shared/schemas/support-desk';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** An internal note: operators read it in the conversation, the user never sees it. */
export const addTicketNote = ({ ticketId, input }: { ticketId: number; input: DeskMessageInput }) =>
  apiFetch<DeskTicketDetail>(`/admin/tickets/${ticketId}/notes`, { body: input });

export const useAddTicketNote = () => useOperatorMutation(addTicketNote);
