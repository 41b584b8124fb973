import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Empty, Flex, Result, Tag, Typography } from 'antd';
import { SUPPORT_TEXT } from '@homebid/shared/constants/support';
import { type SupportTicket } from '@homebid/shared/schemas/support';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useSupportTickets } from '../api/list-support-tickets';
import { SupportRequestModal } from '../components/support-request-modal';
import { statusOf } from '../lib/support-status';

const COLUMNS: ResponsiveColumn<SupportTicket>[] = [
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

/** /v1/profile/support: the user's own support requests and their status, and 'Contact Support' for a new one. */
export default function SupportRequestsPage() {
  const { data, isPending, isError, refetch } = useSupportTickets();
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
        <ResponsiveTable<SupportTicket>
          aria-label="Support Requests"
          rowKey={(ticket) => String(ticket.id)}
          columns={COLUMNS}
          dataSource={data?.tickets ?? []}
          cardTitle={(ticket) => ticket.subject}
          tableProps={{
            loading: isPending,
            pagination: { pageSize: 10, hideOnSinglePage: true },
            locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Flex vertical>You have not contacted support yet.</Flex>} /> },
          }}
        />
      )}
      <SupportRequestModal open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
