import type { ChannelSummary } from '@homebid/shared/schemas/chat';
import { apiFetch } from '../../../lib/api';

/** The one channel with `userId`, created when needed. */
export const openChannel = (userId: string) => apiFetch<ChannelSummary>('/chat/channels', { method: 'POST', body: { userId } });
