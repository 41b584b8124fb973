import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { unreadTotalKey, useUnreadTotal } from '../api/get-unread-total';
import { useChatEvents } from '../api/use-chat-events';

/** Wraps the header's chat icon with the total number of unread messages. */
export function ChatUnreadBadge({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useUnreadTotal();
  useChatEvents(
    (event) => {
      if (event.type === 'message' || event.type === 'read') void queryClient.invalidateQueries({ queryKey: unreadTotalKey });
    },
    (status) => {
      if (status === 'open') void queryClient.invalidateQueries({ queryKey: unreadTotalKey });
    },
  );
  return (
    <Badge count={data?.total ?? 0} size="small" overflowCount={99} data-testid="chat-unread-badge">
      {children}
    </Badge>
  );
}
