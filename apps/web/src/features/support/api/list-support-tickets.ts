import { useQuery } from '../../../lib/query';
import type { MySupportTicketList } from '@homebid/shared/schemas/support-desk';
import { SUPPORT_TICKETS_PATH } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';

export const SUPPORT_TICKETS_KEY = ['support', 'tickets'] as const;

/** The user's own tickets, newest first, each with HomeBid's replies oldest first. */
export const listSupportTickets = () => apiFetch<MySupportTicketList>(SUPPORT_TICKETS_PATH);

/** The user's own support requests, newest first; refreshed on focus so a status or a reply from the desk shows up. */
export const useSupportTickets = () => useQuery({ queryKey: SUPPORT_TICKETS_KEY, queryFn: listSupportTickets, refetchOnWindowFocus: true });
