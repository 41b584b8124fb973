import { type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { ChannelList, ChannelSummary, ChatMessage } from '@homebid/shared/schemas/chat';
import { CHAT_CHANNELS_PATH } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';

export const channelsKey = ['chat', 'channels'] as const;

export const listChannels = () => apiFetch<ChannelList>(CHAT_CHANNELS_PATH);

export const useChannels = () => useQuery({ queryKey: channelsKey, queryFn: listChannels, select: (data) => data.channels });

const byActivity = (a: ChannelSummary, b: ChannelSummary) => b.lastActivityAt.localeCompare(a.lastActivityAt);

/** Applies a live message to the cached list (preview, order, unread); unknown channels refetch the list. */
export function applyMessageToChannels(client: QueryClient, message: ChatMessage, options: { myId?: string; isOpen: boolean }) {
  const data = client.getQueryData<ChannelList>(channelsKey);
  const channel = data?.channels.find((c) => c.id === message.channelId);
  if (!data || !channel) return void client.invalidateQueries({ queryKey: channelsKey });
  if (channel.lastMessage && channel.lastMessage.id >= message.id) return;
  const isFromOther = message.senderId !== options.myId;
  const updated: ChannelSummary = {
    ...channel,
    lastMessage: message,
    lastActivityAt: message.createdAt,
    unreadCount: isFromOther && !options.isOpen ? channel.unreadCount + 1 : isFromOther ? channel.unreadCount : 0,
  };
  client.setQueryData<ChannelList>(channelsKey, {
    channels: [updated, ...data.channels.filter((c) => c.id !== channel.id)].sort(byActivity),
  });
}

/** Applies a read mark: the other member's moves 'seen'; mine (maybe from another tab) clears the count. */
export function applyReadToChannels(client: QueryClient, read: { channelId: string; userId: string; messageId: number }, myId?: string) {
  client.setQueryData<ChannelList>(channelsKey, (data) =>
    data && {
      channels: data.channels.map((c) => {
        if (c.id !== read.channelId) return c;
        if (read.userId === myId) return c.lastMessage && read.messageId >= c.lastMessage.id ? { ...c, unreadCount: 0 } : c;
        return { ...c, otherLastReadMessageId: Math.max(c.otherLastReadMessageId, read.messageId) };
      }),
    },
  );
}

/** Puts a channel just opened or created into the cached list. */
export function upsertChannel(client: QueryClient, channel: ChannelSummary) {
  client.setQueryData<ChannelList>(channelsKey, (data) => ({
    channels: [channel, ...(data?.channels ?? []).filter((c) => c.id !== channel.id)].sort(byActivity),
  }));
}
