import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { apiFetch } from '../../../lib/api';

export const sendMessage = (channelId: string, text: string) =>
  apiFetch<ChatMessage>(`/chat/channels/${encodeURIComponent(channelId)}/messages`, { method: 'POST', body: { text } });
