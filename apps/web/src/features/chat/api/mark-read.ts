import { apiFetch } from '../../../lib/api';

export const markRead = (channelId: string, messageId: number) =>
  apiFetch<{ lastReadMessageId: number }>(`/chat/channels/${encodeURIComponent(channelId)}/read`, { method: 'POST', body: { messageId } });
