import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportRequest, SupportTicket } from '@homebid/shared/schemas/support';
import { apiFetch } from '../../../lib/api';
import { SUPPORT_TICKETS_KEY } from './list-support-tickets';

interface SupportTicketCreated {
  title: string;
  message: string;
  ticket: SupportTicket;
}

export const sendSupportRequest = (body: SupportRequest) => apiFetch<SupportTicketCreated>('/support/tickets', { method: 'POST', body });

export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  // the user's list of requests shows the new one at once
  return useMutation({ mutationFn: sendSupportRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_TICKETS_KEY }) });
}
