import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { SUPPORT_TEXT } from '@homebid/shared/constants/support';
import type { MySupportTicket } from '@homebid/shared/schemas/support-desk';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useSupportTickets } from '../api/list-support-tickets';
import { OnceOpened } from '../../../components/once-opened';
import { lazyNamed } from '../../../lib/lazy-named';
import { useIsNarrow } from '../../../lib/use-breakpoint';

const SupportRequestModal = lazyNamed(() => import('../components/support-request-modal'), 'SupportRequestModal');
import { TicketReplies } from '../components/ticket-replies';
import { statusOf } from '../lib/support-status';
import { Result } from '../../../components/lazy-result';

const COLUMNS: ResponsiveColumn<MySupportTicket>[] = [
  { title: 'Subject', key: 'subject' },
  {
    title: 'Date and Time',
    key: 'createdAt',
    render: (ticket) => (
      <time dateTime={ticket.createdAt} style={{ whiteSpace: 'nowrap' }}>
        {dayjs(ticket.createdAt).format('DD MMM, YYYY')} <Typography.Text type="secondary">{dayjs(ticket.createdAt).format('h:mm a')}</Typography.Text>
      </time>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    // the default tag colours keep the text contrast of the theme (coloured tags fall below AA)
    render: (ticket) => <Tag>{statusOf(ticket)}</Tag>,
  },
];

/** On a phone each request is a card: HomeBid's replies are its last line. */
const REPLIES_COLUMN: ResponsiveColumn<MySupportTicket> = { title: 'Replies', key: 'replies', render: (ticket) => <TicketReplies ticket={ticket} /> };

/**
 * /v1/profile/support: the user's own support requests, their status and HomeBid's replies under each, and 'Contact
 * Support' for a new one.
 */
export default function SupportRequestsPage() {
  const { data, isPending, isError, refetch } = useSupportTickets();
  const isNarrow = useIsNarrow();
  const tickets = data?.tickets ?? [];
  // on a wide screen the replies sit in an open row under their request (no toggle: there is nothing to hide)
  const answeredKeys = tickets.filter((ticket) => ticket.replies.length > 0).map((ticket) => String(ticket.id));
  const [open, setOpen] = useState(false);
  const contact = (
    <Button type="primary" onClick={() => setOpen(true)}>
      {SUPPORT_TEXT.menuItem}
    </Button>
  );

  return (
    <Card title="Support Requests" extra={contact}>
      {isError ? (
        <Result status="error" title="Support requests could not be loaded." extra={<Button onClick={() => void refetch()}>Try again</Button>} />
      ) : (
        <ResponsiveTable<MySupportTicket>
          aria-label="Support Requests"
          rowKey={(ticket) => String(ticket.id)}
          columns={isNarrow ? [...COLUMNS, REPLIES_COLUMN] : COLUMNS}
          dataSource={tickets}
          cardTitle={(ticket) => ticket.subject}
          tableProps={{
            loading: isPending,
            expandable: {
              expandedRowKeys: answeredKeys,
              showExpandColumn: false,
              rowExpandable: (ticket) => ticket.replies.length > 0,
              expandedRowRender: (ticket) => <TicketReplies ticket={ticket} />,
            },
            pagination: { pageSize: 10, hideOnSinglePage: true },
            locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Flex vertical>You have not contacted support yet.</Flex>} /> },
          }}
        />
      )}
      <OnceOpened open={open}>
        <SupportRequestModal open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </Card>
  );
}
