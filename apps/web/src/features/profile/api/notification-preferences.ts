import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { NotificationPreferences, NotificationPreferenceUpdate } from '@homebid/shared/schemas/notifications';
import { NOTIFICATION_PREFERENCES_PATH } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';

const key = ['notifications', 'preferences'] as const;

export const getNotificationPreferences = () => apiFetch<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH);
export const updateNotificationPreference = (body: NotificationPreferenceUpdate) =>
  apiFetch<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body });

export const useNotificationPreferences = () => useQuery({ queryKey: key, queryFn: getNotificationPreferences });

export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNotificationPreference, onSuccess: (data) => queryClient.setQueryData(key, data) });
}
