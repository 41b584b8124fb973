import type { ChatMessage } from '@homebid/shared/schemas/chat';
import type { chatMessages } from '../../db/schema/chat';

type MessageRow = typeof chatMessages.$inferSelect;

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A stored message as the API sends it. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return { id: Number(row.id), channelId: row.channelId, senderId: row.senderId, text: row.text, createdAt: toIso(row.createdAt) };
}

export { toIso };
