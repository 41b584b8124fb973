import type { ChatMessage } from '@homebid/shared/schemas/chat';
import type { chatMessages } from '../../db/schema/chat';
import { toIso } from '../../db/to-iso';
import { toChatFiles } from './chat-file-view';

type MessageRow = typeof chatMessages.$inferSelect;

/** A stored message as the API sends it. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return { id: Number(row.id), channelId: row.channelId, senderId: row.senderId, text: row.text, createdAt: toIso(row.createdAt), files: toChatFiles(row.files) };
}
