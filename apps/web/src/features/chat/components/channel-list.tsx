import { Badge, Flex, List, Typography, theme } from 'antd';
import type { ChannelSummary } from '@homebid/shared/schemas/chat';
import { CHAT_TEXT } from '@homebid/shared/constants/chat';
import { MemberAvatar } from './member-avatar';
import { filesPreview } from '../lib/chat-attachments';
import { VerifiedBadges } from '../../../components/verified-badges';

interface Props {
  channels: ChannelSummary[];
  activeId?: string;
  myId?: string;
  isLoading: boolean;
  onSelect(channelId: string): void;
}

/** The user's conversations, newest activity first, with a preview and the unread count of each. */
export function ChannelList({ channels, activeId, myId, isLoading, onSelect }: Props) {
  const { token } = theme.useToken();
  return (
    <div data-testid="chat-channel-list">
      <List
        loading={isLoading}
        dataSource={channels}
        locale={{ emptyText: CHAT_TEXT.noMessages }}
        renderItem={(channel) => {
          const title = channel.otherMember.name || CHAT_TEXT.fallbackTitle;
          const isActive = channel.id === activeId;
          const preview = channel.lastMessage
            ? `${channel.lastMessage.senderId === myId ? 'You: ' : ''}${channel.lastMessage.text || filesPreview(channel.lastMessage.files)}`
            : CHAT_TEXT.noMessages;
          return (
            <List.Item
              onClick={() => onSelect(channel.id)}
              data-testid="chat-channel"
              data-channel-id={channel.id}
              style={{
                cursor: 'pointer',
                paddingInline: 12,
                background: isActive ? token.controlItemBgActive : undefined,
              }}
            >
              <Flex gap={12} align="center" style={{ width: '100%', minWidth: 0 }}>
                <MemberAvatar name={title} image={channel.otherMember.image} />
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Flex gap={6} align="center" style={{ minWidth: 0 }}>
                    {/* the row opens on click; this button (its click reaches the row) opens it from the keyboard: the row cannot be a button, the badges in it are */}
                    <button type="button" className="chat-channel-open" aria-current={isActive || undefined}>
                      <Typography.Text strong ellipsis>
                        {title}
                      </Typography.Text>
                    </button>
                    <VerifiedBadges badges={channel.otherMember.badges} compact style={{ flexWrap: 'nowrap' }} />
                  </Flex>
                  {/* on the selected row's tinted background the secondary grey is under 4.5:1 in the dark theme */}
                  <Typography.Text type={isActive ? undefined : 'secondary'} ellipsis data-testid="chat-channel-preview">
                    {preview}
                  </Typography.Text>
                </Flex>
                <Badge count={channel.unreadCount} data-testid="chat-channel-unread" />
              </Flex>
            </List.Item>
          );
        }}
      />
    </div>
  );
}
