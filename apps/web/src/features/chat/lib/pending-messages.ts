import type { ChatMessage } from '@homebid/shared/schemas/chat';

/** A message the user has sent that the server has not answered for yet: shown at once, marked 'Sending…'. */
export interface PendingMessage {
  key: number;
  channelId: string;
  text: string;
  fileCount: number;
  /** The newest message of the conversation when it was sent: its own copy can only come after it. */
  afterId: number;
}

/**
 * The pending messages still to show in a conversation. The socket may bring a message's own copy before the answer to
 * its send: a pending message is then left out, matched in order to a later message of the sender's with the same
 * text and number of files, so it does not show twice.
 */
export function stillSending(pending: readonly PendingMessage[], messages: readonly ChatMessage[], myId: string | undefined, channelId: string | undefined): PendingMessage[] {
  const inChannel = pending.filter((p) => p.channelId === channelId);
  if (inChannel.length === 0) return [];
  const mine = messages.filter((m) => m.senderId === myId && m.id > inChannel[0].afterId);
  const matched = new Set<ChatMessage>();
  return inChannel.filter((p) => {
    const copy = mine.find((m) => !matched.has(m) && m.id > p.afterId && m.text === p.text && m.files.length === p.fileCount);
    if (copy) matched.add(copy);
    return !copy;
  });
}
