import { Alert, Button, Flex, Typography, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ChannelSummary, ChatMessage } from '@homebid/shared/schemas/chat';
import { CHAT_TEXT } from '@homebid/shared/constants/chat';
import { MemberAvatar } from './member-avatar';
import { VerifiedBadges } from '../../../components/verified-badges';
import { MessageComposer } from './message-composer';
import { FileDropZone } from './file-drop-zone';
import { useChatAttachments } from '../hooks/use-chat-attachments';
import { MESSAGE_BOX_MAX_WIDTH, MessageList } from './message-list';
import type { PendingMessage } from '../lib/pending-messages';

/** What the chat says while HomeBid has suspended the other member's account. */
const suspendedNotice = (name: string) => `${name}'s account is suspended by HomeBid. They cannot read or answer messages for now.`;

interface Props {
  channel: ChannelSummary;
  myId?: string;
  messages: ChatMessage[];
  /** Sent and not answered yet. */
  pending: PendingMessage[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder(): void;
  onSend(text: string, fileIds: string[]): Promise<void>;
  /** Shown on small screens, where the list and the conversation take turns. */
  onBack?: () => void;
}

/** The open conversation: header with the other member, the messages, and the input (files may be dropped anywhere on it). */
export function ConversationPanel({ channel, myId, messages, pending, hasOlder, isLoadingOlder, onLoadOlder, onSend, onBack }: Props) {
  const { token } = theme.useToken();
  const title = channel.otherMember.name || CHAT_TEXT.fallbackTitle;
  const attachments = useChatAttachments(channel.id);
  return (
    <FileDropZone onDrop={attachments.add}>
      <Flex gap={12} align="center" style={{ padding: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to conversations" />}
        <MemberAvatar name={title} image={channel.otherMember.image} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }} data-testid="chat-header-name">
            {title}
          </Typography.Title>
          <VerifiedBadges badges={channel.otherMember.badges} />
        </Flex>
      </Flex>
      <MessageList
        messages={messages}
        pending={pending}
        myId={myId}
        otherName={title}
        otherLastReadMessageId={channel.otherLastReadMessageId}
        hasOlder={hasOlder}
        isLoadingOlder={isLoadingOlder}
        onLoadOlder={onLoadOlder}
      />
      <div style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        {channel.otherSuspended && (
          <Alert
            type="warning"
            showIcon
            title={suspendedNotice(title)}
            data-testid="chat-suspended"
            style={{ maxWidth: MESSAGE_BOX_MAX_WIDTH, marginInline: 'auto', marginBottom: 8 }}
          />
        )}
        <MessageComposer onSend={onSend} attachments={attachments} />
      </div>
    </FileDropZone>
  );
}
