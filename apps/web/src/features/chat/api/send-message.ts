import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { apiFetch } from '../../../lib/api';

export const sendMessage = (channelId: string, text: string, fileIds: string[] = []) =>
  apiFetch<ChatMessage>(`/chat/channels/${encodeURIComponent(channelId)}/messages`, { method: 'POST', body: fileIds.length > 0 ? { text, fileIds } : { text } });
