import type { ChatMessage } from '@homebid/shared/schemas/chat';
import type { chatMessages } from '../../db/schema/chat';
import { toIso } from '../../db/to-iso';
import type { AppContext } from '../../platform/context';
import { readableTexts } from '../contracts/contact-masking';
import { toChatFiles } from './chat-file-view';

type MessageRow = typeof chatMessages.$inferSelect;

/** A stored message as written: what its sender reads (readableMessages makes what the other member reads). */
export function toChatMessage(row: MessageRow): ChatMessage {
  return { id: Number(row.id), channelId: row.channelId, senderId: row.senderId, text: row.text, createdAt: toIso(row.createdAt), files: toChatFiles(row.files), contactHidden: false };
}

/** Messages as `readerId` may read them: the other side's contact details hidden until the two have a contract. */
export function readableMessages(ctx: Pick<AppContext, 'db' | 'config'>, readerId: string, messages: ChatMessage[]): Promise<ChatMessage[]> {
  return readMessages(ctx, messages.map((message) => ({ readerId, message })));
}

/** Each message as its reader may read it (one query for them all, and none when no text holds a contact detail). */
export async function readMessages(ctx: Pick<AppContext, 'db' | 'config'>, readings: Array<{ readerId: string; message: ChatMessage }>): Promise<ChatMessage[]> {
  const readable = await readableTexts(ctx, readings.map(({ readerId, message }) => ({ text: message.text, authorId: message.senderId, readerId })));
  return readings.map(({ message }, i) => (readable[i].hidden ? { ...message, text: readable[i].text, contactHidden: true } : message));
}
