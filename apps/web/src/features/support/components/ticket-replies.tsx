import { Flex, Typography, theme } from 'antd';
import type { MySupportTicket } from '@homebid/shared/schemas/support-desk';
import { formatContractDateTime } from '../../../lib/dates';
import { repliesOldestFirst } from '../lib/ticket-replies';

/** HomeBid's replies to one request, oldest first, each signed as the API signs it and dated. */
export function TicketReplies({ ticket }: { ticket: MySupportTicket }) {
  const { token } = theme.useToken();
  if (ticket.replies.length === 0) return <Typography.Text type="secondary">No reply yet.</Typography.Text>;
  return (
    <Flex vertical gap={8} component="ol" aria-label={`Replies to ${ticket.subject}`} style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="ticket-replies">
      {repliesOldestFirst(ticket.replies).map((reply) => (
        <li
          key={reply.id}
          data-testid="ticket-reply"
          style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, borderInlineStart: `3px solid ${token.colorPrimary}`, background: token.colorFillQuaternary, borderRadius: token.borderRadiusSM }}
        >
          <Flex gap={8} wrap align="baseline">
            <Typography.Text strong>{reply.author}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={reply.createdAt}>{formatContractDateTime(reply.createdAt)}</time>
            </Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.body}</Typography.Paragraph>
        </li>
      ))}
    </Flex>
  );
}
