import { useEffect, useRef } from 'react';
import type { ChatServerEvent } from '@homebid/shared/schemas/chat';
import { chatSocket, type ChatSocketStatus } from './chat-socket';

/** Subscribes a component to the shared chat socket for as long as it is mounted. */
export function useChatEvents(onEvent: (event: ChatServerEvent) => void, onStatus?: (status: ChatSocketStatus) => void) {
  const handlers = useRef({ onEvent, onStatus });
  useEffect(() => {
    handlers.current = { onEvent, onStatus };
  });
  useEffect(
    () =>
      chatSocket.subscribe(
        (event) => handlers.current.onEvent(event),
        (status) => handlers.current.onStatus?.(status),
      ),
    [],
  );
}
