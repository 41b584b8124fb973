import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@homebid/shared/constants';
import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { useChatEvents } from '../api/use-chat-events';
import { applyMessageToChannels, applyReadToChannels, channelsKey } from '../api/list-channels';
import { unreadTotalKey } from '../api/get-unread-total';
import { useToasts } from '../../../components/toasts/toasts';

/**
 * Wires the socket to the page: live messages into the open conversation and the channel list, read
 * marks into 'seen', catch-up after every reconnect, and 'error in chat' when the connection keeps failing.
 */
export function useChatLiveUpdates(options: {
  myId?: string;
  activeId?: string;
  receive(message: ChatMessage): void;
  catchUp(): Promise<void>;
}) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const wasOpen = useRef(false);
  const hasReportedFailure = useRef(false);

  useChatEvents(
    (event) => {
      if (event.type === 'message') {
        const isOpen = event.message.channelId === options.activeId && document.visibilityState === 'visible';
        applyMessageToChannels(queryClient, event.message, { myId: options.myId, isOpen });
        options.receive(event.message);
      } else if (event.type === 'read') {
        applyReadToChannels(queryClient, event, options.myId);
      }
    },
    (status) => {
      if (status === 'open') {
        hasReportedFailure.current = false;
        // also on the first connection: messages may have been sent between the page's first fetch and now
        void options.catchUp();
        if (wasOpen.current) {
          void queryClient.invalidateQueries({ queryKey: channelsKey });
          void queryClient.invalidateQueries({ queryKey: unreadTotalKey });
        }
        wasOpen.current = true;
      } else if (status === 'failed' && !hasReportedFailure.current) {
        hasReportedFailure.current = true;
        wasOpen.current = true;
        notification.error({ key: 'chat-error', message: MSG.chatError });
      }
    },
  );
}
