import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { listMessages } from '../api/list-messages';
import { mergeMessages } from '../api/merge-messages';

interface ConversationState {
  channelId?: string;
  messages: ChatMessage[];
  hasOlder: boolean;
  isLoading: boolean;
  isLoadingOlder: boolean;
  error?: string;
}

const EMPTY: ConversationState = { messages: [], hasOlder: false, isLoading: false, isLoadingOlder: false };

/**
 * The open conversation's messages: the newest page first, older pages on demand, live messages and
 * catch-up after a reconnect, all merged by id so nothing shows twice or out of order.
 */
export function useConversation(channelId: string | undefined) {
  const [state, setState] = useState<ConversationState>(EMPTY);
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  useEffect(() => {
    if (!channelId) return setState(EMPTY);
    let isCancelled = false;
    setState({ ...EMPTY, channelId, isLoading: true });
    listMessages(channelId).then(
      (page) =>
        !isCancelled &&
        setState((s) => ({ ...s, messages: mergeMessages(page.messages, s.messages), hasOlder: page.hasMore, isLoading: false })),
      (error: Error) => !isCancelled && setState((s) => ({ ...s, isLoading: false, error: error.message })),
    );
    return () => {
      isCancelled = true;
    };
  }, [channelId]);

  const merge = useCallback((forChannel: string, incoming: ChatMessage[]) => {
    setState((s) => (s.channelId === forChannel ? { ...s, messages: mergeMessages(s.messages, incoming) } : s));
  }, []);

  const loadOlder = useCallback(async () => {
    const s = current.current;
    if (!s.channelId || !s.hasOlder || s.isLoadingOlder || s.isLoading) return;
    const forChannel = s.channelId;
    setState((prev) => ({ ...prev, isLoadingOlder: true }));
    try {
      const page = await listMessages(forChannel, { before: s.messages[0]?.id });
      setState((prev) =>
        prev.channelId === forChannel
          ? { ...prev, messages: mergeMessages(prev.messages, page.messages), hasOlder: page.hasMore, isLoadingOlder: false }
          : prev,
      );
    } catch {
      setState((prev) => ({ ...prev, isLoadingOlder: false }));
    }
  }, []);

  /** Fetches everything newer than the last message held (after the socket was away). */
  const catchUp = useCallback(async () => {
    const s = current.current;
    if (!s.channelId || s.isLoading) return;
    const forChannel = s.channelId;
    let after = s.messages.at(-1)?.id ?? 0;
    for (let round = 0; round < 20; round += 1) {
      const page = await listMessages(forChannel, { after, limit: 100 }).catch(() => undefined);
      if (!page) return;
      merge(forChannel, page.messages);
      if (!page.hasMore || page.messages.length === 0) return;
      after = page.messages.at(-1)!.id;
    }
  }, [merge]);

  const receive = useCallback((message: ChatMessage) => merge(message.channelId, [message]), [merge]);

  return { ...state, loadOlder, catchUp, receive };
}
