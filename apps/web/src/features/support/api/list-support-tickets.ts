import { useQuery } from '@tanstack/react-query';
import type { SupportTicket } from '@homebid/shared/schemas/support';
import { apiFetch } from '../../../lib/api';

export const SUPPORT_TICKETS_KEY = ['support', 'tickets'] as const;

export const listSupportTickets = () => apiFetch<{ tickets: SupportTicket[] }>('/support/tickets');

/** The user's own support requests, newest first; refreshed on focus so a status set by the desk shows up. */
export const useSupportTickets = () => useQuery({ queryKey: SUPPORT_TICKETS_KEY, queryFn: listSupportTickets, refetchOnWindowFocus: true });
