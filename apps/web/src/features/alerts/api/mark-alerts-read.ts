import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadAlerts } from '@homebid/shared/schemas/alert';
import { apiFetch } from '../../../lib/api';
import { alertKeys } from './alert-keys';

export const markAlertsRead = (ids: number[]) => apiFetch<UnreadAlerts>('/alerts/read', { method: 'POST', body: { ids } });
export const markAllAlertsRead = () => apiFetch<UnreadAlerts>('/alerts/read-all', { method: 'POST' });

/** Marks alerts read (the given ids, or all); the bell takes the count the server returns. */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') => (ids === 'all' ? markAllAlertsRead() : markAlertsRead(ids)),
    onSuccess: (result, ids) => {
      queryClient.setQueryData(alertKeys.unread, result);
      if (ids === 'all') void queryClient.invalidateQueries({ queryKey: [...alertKeys.all, 'page'] });
    },
  });
}
