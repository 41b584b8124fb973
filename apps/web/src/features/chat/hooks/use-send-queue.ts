import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { sendMessage } from '../api/send-message';
import type { PendingMessage } from '../lib/pending-messages';

/**
 * Sends a user's messages one after another in the order typed, each shown as pending from the moment it is typed
 * until the server answers. A send that fails rejects its own promise (the composer gives its text back) and the ones
 * after it still go.
 */
export function useSendQueue(receive: (message: ChatMessage) => void) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const nextKey = useRef(0);

  const send = useCallback(
    (channelId: string, afterId: number, text: string, fileIds: string[]): Promise<void> => {
      const key = (nextKey.current += 1);
      setPending((list) => [...list, { key, channelId, text, fileCount: fileIds.length, afterId }]);
      const drop = () => setPending((list) => list.filter((p) => p.key !== key));
      const sent = queue.current
        .catch(() => undefined)
        .then(() => sendMessage(channelId, text, fileIds))
        .then(
          // in one step, so the message never shows twice or not at all
          (message) => {
            receive(message);
            drop();
          },
          (error: unknown) => {
            drop();
            throw error;
          },
        );
      queue.current = sent;
      return sent;
    },
    [receive],
  );

  return { pending, send };
}
