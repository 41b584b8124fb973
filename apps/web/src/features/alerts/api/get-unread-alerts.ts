import { useQuery } from '../../../lib/query';
import type { UnreadAlerts } from '@homebid/shared/schemas/alert';
import { apiFetch } from '../../../lib/api';
import { alertKeys } from './alert-keys';

export const getUnreadAlerts = () => apiFetch<UnreadAlerts>('/alerts/unread');

/** The bell's count: the alert socket keeps it current; a slow poll covers a socket that cannot connect. */
export const useUnreadAlerts = () => useQuery({ queryKey: alertKeys.unread, queryFn: getUnreadAlerts, refetchInterval: 60_000, staleTime: 5_000 });
