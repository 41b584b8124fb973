import { useMutation } from '@tanstack/react-query';
import type { SupportRequest, SupportTicket } from '@homebid/shared/schemas/support';
import { apiFetch } from '../../../lib/api';

interface SupportTicketCreated {
  title: string;
  message: string;
  ticket: SupportTicket;
}

export const sendSupportRequest = (body: SupportRequest) => apiFetch<SupportTicketCreated>('/support/tickets', { method: 'POST', body });

export const useSendSupportRequest = () => useMutation({ mutationFn: sendSupportRequest });
