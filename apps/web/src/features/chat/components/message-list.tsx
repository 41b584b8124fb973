import { useLayoutEffect, useRef } from 'react';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { CHAT_TEXT } from '@homebid/shared/constants/chat';
import { MenuButton } from '../../../components/menu-button';
import { useReportDialog } from '../../../components/use-report-dialog';
import { canReport } from '../../../lib/report-target';
import { ContactHiddenNotice } from '../../../components/contact-hidden-notice';
import { MessageFiles } from './message-files';
import type { PendingMessage } from '../lib/pending-messages';

/** The spec's chat message box limit. */
export const MESSAGE_BOX_MAX_WIDTH = 670;
const LOAD_OLDER_AT_PX = 60;

interface Props {
  messages: ChatMessage[];
  /** The user's messages on their way, after the rest. */
  pending: PendingMessage[];
  myId?: string;
  /** The other member's name, for the menus of their messages. */
  otherName: string;
  /** The last message the other member has read. */
  otherLastReadMessageId: number;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder(): void;
}

/**
 * The conversation, oldest at the top, then the user's messages still on their way ('Sending…'). Scrolling near the
 * top loads older messages without moving what the reader looks at; a new message scrolls into view when the reader
 * was at the bottom (or sent it).
 */
export function MessageList({ messages, pending, myId, otherName, otherLastReadMessageId, hasOlder, isLoadingOlder, onLoadOlder }: Props) {
  const { token } = theme.useToken();
  const report = useReportDialog();
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId: 0, lastId: 0, pendingCount: 0, scrollHeight: 0, wasAtBottom: true });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const firstId = messages[0]?.id ?? 0;
    const last = messages.at(-1);
    const hasSentMore = pending.length > before.pendingCount;
    if (before.lastId === 0 || hasSentMore || (last && last.id !== before.lastId && (before.wasAtBottom || last.senderId === myId))) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId && before.firstId !== 0) {
      // older messages were put on top: keep the reader's place
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    }
    previous.current = { firstId, lastId: last?.id ?? 0, pendingCount: pending.length, scrollHeight: element.scrollHeight, wasAtBottom: isAtBottom(element) };
  }, [messages, pending.length, myId]);

  function onScroll() {
    const element = scroller.current!;
    previous.current.wasAtBottom = isAtBottom(element);
    previous.current.scrollHeight = element.scrollHeight;
    if (element.scrollTop < LOAD_OLDER_AT_PX && hasOlder && !isLoadingOlder) onLoadOlder();
  }

  const seenId = [...messages].reverse().find((m) => m.senderId === myId && m.id <= otherLastReadMessageId)?.id;
  // why contact details read '[hidden until hired]': said once, under the latest message that hides some
  const noticeId = [...messages].reverse().find((m) => m.contactHidden)?.id;

  return (
    <div ref={scroller} onScroll={onScroll} style={{ flex: 1, overflowY: 'auto', padding: 16 }} data-testid="chat-messages">
      {isLoadingOlder && (
        <Flex justify="center">
          <Spin size="small" />
        </Flex>
      )}
      {messages.length === 0 && pending.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {CHAT_TEXT.noMessages}
        </Typography.Paragraph>
      )}
      {messages.map((message) => {
        const isMine = message.senderId === myId;
        const time = dayjs(message.createdAt).format('MMM D, h:mm A');
        const bubble = (
          <div
            data-testid="chat-message"
            data-message-id={message.id}
            data-mine={isMine}
            style={{
              ...bubbleStyle,
              // a message of files only shows them without a bubble
              padding: message.text ? bubbleStyle.padding : 0,
              background: !message.text ? undefined : isMine ? token.colorPrimary : token.colorFillSecondary,
              color: isMine ? token.colorWhite : token.colorText,
            }}
          >
            {message.text}
            {message.files.length > 0 && (
              <div style={{ marginTop: message.text ? 6 : 0, marginBottom: message.text ? 4 : 0 }}>
                <MessageFiles files={message.files} />
              </div>
            )}
          </div>
        );
        return (
          <Flex key={message.id} vertical align={isMine ? 'flex-end' : 'flex-start'} style={{ marginBottom: 8 }}>
            {!canReport(myId, message.senderId) ? (
              bubble
            ) : (
              // the other side's message has a menu: 'Report' it
              <Flex align="center" gap={4} style={{ width: '100%' }}>
                {bubble}
                <MenuButton
                  // it opens toward the message, inside the scrolling list
                  align="end"
                  items={[{ key: 'report', label: 'Report' }]}
                  onSelect={() => report.openReport({ type: 'message', id: String(message.id), name: 'this message' })}
                  trigger={(props) => (
                    <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Menu of ${otherName}'s message of ${time}`} data-testid="chat-message-menu" {...props} />
                  )}
                />
              </Flex>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {time}
              {message.id === seenId && <span data-testid="chat-seen"> · {CHAT_TEXT.seen}</span>}
            </Typography.Text>
            {message.id === noticeId && <ContactHiddenNotice style={{ marginTop: 4 }} />}
          </Flex>
        );
      })}
      {pending.map((message) => (
        <Flex key={`pending-${message.key}`} vertical align="flex-end" style={{ marginBottom: 8 }} data-testid="chat-message-pending">
          {message.text && (
            <div style={{ ...bubbleStyle, background: token.colorPrimary, color: token.colorWhite }}>{message.text}</div>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {sendingCaption(message.fileCount)}
          </Typography.Text>
        </Flex>
      ))}
      {report.dialog}
    </div>
  );
}

const bubbleStyle = {
  maxWidth: `min(${MESSAGE_BOX_MAX_WIDTH}px, 85%)`,
  padding: '6px 12px',
  borderRadius: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

const sendingCaption = (fileCount: number) =>
  fileCount === 0 ? CHAT_TEXT.sending : `Sending ${fileCount} ${fileCount === 1 ? 'file' : 'files'}…`;

const isAtBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight < 40;
