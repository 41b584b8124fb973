import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import type { DeskConversationEntry } from '@homebid/shared/schemas/support-desk';
import { formatContractDateTime } from '../../../lib/dates';
import { CONVERSATION_KIND_LABELS } from '../lib/ticket-words';

const KIND_ICONS = { request: <UserOutlined aria-hidden />, reply: <MailOutlined aria-hidden />, note: <LockOutlined aria-hidden /> };
const KIND_COLOURS = { request: 'default', reply: 'blue', note: 'gold' } as const;

/**
 * A ticket's conversation, oldest first: the user's request, the replies they read and the internal notes they never
 * see. Each kind has its own label, icon, colour and indent, so a note is never read as something the user got.
 */
export function TicketConversation({ conversation, subject }: { conversation: DeskConversationEntry[]; subject: string }) {
  const { token } = theme.useToken();
  const boxOf = (kind: DeskConversationEntry['kind']) => {
    if (kind === 'note') return { background: token.colorWarningBg, borderInlineStart: `3px dashed ${token.colorWarningBorder}`, marginInlineStart: token.marginLG };
    if (kind === 'reply') return { background: token.colorInfoBg, borderInlineStart: `3px solid ${token.colorInfo}`, marginInlineStart: token.marginLG };
    return { background: token.colorFillQuaternary, borderInlineStart: `3px solid ${token.colorBorder}` };
  };
  return (
    <Flex vertical gap={8} component="ol" aria-label={`Conversation of “${subject}”, oldest first`} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {conversation.map((entry) => (
        <li key={entry.id} data-testid={`ticket-${entry.kind}`} style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, borderRadius: token.borderRadiusSM, minWidth: 0, ...boxOf(entry.kind) }}>
          <Flex wrap gap="2px 8px" align="center">
            <Tag color={KIND_COLOURS[entry.kind]} icon={KIND_ICONS[entry.kind]} style={{ marginInlineEnd: 0 }}>
              {CONVERSATION_KIND_LABELS[entry.kind]}
            </Tag>
            <Typography.Text strong>{entry.author?.name ?? 'A deleted account'}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={entry.createdAt}>{formatContractDateTime(entry.createdAt)}</time>
            </Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ margin: `${token.marginXXS}px 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Typography.Paragraph>
        </li>
      ))}
    </Flex>
  );
}
