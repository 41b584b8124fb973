import type { MessagePage } from '@homebid/shared/schemas/chat';
import { apiFetch } from '../../../lib/api';

/** A page of a channel's messages, oldest first: newest page, `before` an id (older), or `after` an id (catch-up). */
export function listMessages(channelId: string, options: { before?: number; after?: number; limit?: number } = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options)) if (value !== undefined) params.set(key, String(value));
  const query = params.size ? `?${params}` : '';
  return apiFetch<MessagePage>(`/chat/channels/${encodeURIComponent(channelId)}/messages${query}`);
}
