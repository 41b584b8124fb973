import type { ChatMessage } from '@homebid/shared/schemas/chat';

/**
 * Merges messages from any source (first page, older pages, catch-up, the socket, a send's answer) into
 * one list ordered by id with no message twice: a message that arrives both over the socket and as the
 * answer to its own send shows once.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const last = current.at(-1);
  // the common case, one new message at the end, without rebuilding the list
  if (incoming.length === 1 && (!last || incoming[0].id > last.id)) return [...current, incoming[0]];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
