import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelSummary } from '@homebid/shared/schemas/chat';
import { CHAT_TEXT } from '@homebid/shared/constants/chat';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { useIsNarrow } from '../../../lib/use-breakpoint';
import { channelsKey, upsertChannel, useChannels } from '../api/list-channels';
import { unreadTotalKey } from '../api/get-unread-total';
import { markRead } from '../api/mark-read';
import { ChannelList } from '../components/channel-list';
import { useChatLiveUpdates } from '../hooks/use-chat-live-updates';
import { useConversation } from '../hooks/use-conversation';
import { useSendQueue } from '../hooks/use-send-queue';
import { stillSending } from '../lib/pending-messages';
import { useOpenTargetChannel } from '../hooks/use-open-target-channel';
import { lazyNamed } from '../../../lib/lazy-named';

// the open conversation (its messages, files and composer) is code of its own, loaded when a chat is opened: a visit
// that shows the list of chats first evaluates only the list
const ConversationPanel = lazyNamed(() => import('../components/conversation-panel'), 'ConversationPanel');

/** /v1/chats: the conversations on the left, the open one on the right (one at a time on small screens). */
export default function ChatsPage() {
  const queryClient = useQueryClient();
  const isNarrow = useIsNarrow();
  const myId = useMyProfile().data?.id;
  const channels = useChannels();
  const [activeId, setActiveId] = useState<string>();
  const conversation = useConversation(activeId);
  const activeChannel = channels.data?.find((c) => c.id === activeId);

  const onOpened = useCallback(
    (channel: ChannelSummary) => {
      upsertChannel(queryClient, channel);
      setActiveId(channel.id);
    },
    [queryClient],
  );
  const { isOpening } = useOpenTargetChannel(onOpened);
  useChatLiveUpdates({ myId, activeId, receive: conversation.receive, catchUp: conversation.catchUp });
  useMarkRead(activeId, conversation.messages.at(-1)?.id);

  const sending = useSendQueue(conversation.receive);
  async function onSend(text: string, fileIds: string[]) {
    if (!activeId) return;
    await sending.send(activeId, conversation.messages.at(-1)?.id ?? 0, text, fileIds);
  }

  const list = (
    <ChannelList channels={channels.data ?? []} activeId={activeId} myId={myId} isLoading={channels.isLoading} onSelect={setActiveId} />
  );
  const opening = (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Spin size="large" aria-label="Opening chat" />
    </Flex>
  );
  const panel = activeChannel ? (
    <Suspense fallback={opening}>
      <ConversationPanel
        channel={activeChannel}
        myId={myId}
        messages={conversation.messages}
        pending={stillSending(sending.pending, conversation.messages, myId, activeId)}
        hasOlder={conversation.hasOlder}
        isLoadingOlder={conversation.isLoadingOlder}
        onLoadOlder={() => void conversation.loadOlder()}
        onSend={onSend}
        onBack={isNarrow ? () => setActiveId(undefined) : undefined}
      />
    </Suspense>
  ) : isOpening ? (
    opening
  ) : (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Empty description={CHAT_TEXT.noMessages} />
    </Flex>
  );

  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0, fontSize: 16 }}>Messages</Typography.Title>} styles={{ body: { padding: 0 } }}>
      <Flex style={{ height: 'calc(100vh - 220px)', minHeight: 420 }}>
        {(!isNarrow || !activeId) && (
          <div style={{ width: isNarrow ? '100%' : 300, overflowY: 'auto', borderInlineEnd: isNarrow ? undefined : '1px solid rgba(128,128,128,0.2)' }}>
            {list}
          </div>
        )}
        {(!isNarrow || activeId || isOpening) && <div style={{ flex: 1, minWidth: 0 }}>{panel}</div>}
      </Flex>
    </Card>
  );
}

/** Marks the newest message of the open conversation read while the page is visible. */
function useMarkRead(channelId: string | undefined, lastMessageId: number | undefined) {
  const queryClient = useQueryClient();
  const marked = useRef(new Map<string, number>());
  const [isVisible, setIsVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!channelId || !lastMessageId || !isVisible) return;
    if ((marked.current.get(channelId) ?? 0) >= lastMessageId) return;
    marked.current.set(channelId, lastMessageId);
    markRead(channelId, lastMessageId)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: unreadTotalKey });
        void queryClient.invalidateQueries({ queryKey: channelsKey });
      })
      .catch(() => marked.current.delete(channelId));
  }, [channelId, lastMessageId, isVisible, queryClient]);
}
