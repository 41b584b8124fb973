import { useQuery } from '../../../lib/query';
import type { UnreadTotal } from '@homebid/shared/schemas/chat';
import { apiFetch } from '../../../lib/api';

export const unreadTotalKey = ['chat', 'unread'] as const;

export const getUnreadTotal = () => apiFetch<UnreadTotal>('/chat/unread');

/** Total unread messages of the signed-in user; polled slowly, refreshed at once by socket events. */
export const useUnreadTotal = () =>
  useQuery({ queryKey: unreadTotalKey, queryFn: getUnreadTotal, refetchInterval: 30_000, staleTime: 5_000 });
