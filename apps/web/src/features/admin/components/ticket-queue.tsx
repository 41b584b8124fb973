import { ExportOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DESK_STATUS_LABELS, DESK_STATUSES, SUPPORT_DESK_LIMITS, SUPPORT_DESK_PAGE, type DeskStatus, type DeskTicketSummary, type SupportDesk } from '@homebid/shared/schemas/support-desk';
import { adminUserPath } from '@homebid/shared/web-paths';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { useDeskTickets } from '../api/tickets-queue';
import { useOperator } from '../lib/operator-context';
import { assigneeText, readTicketQueueFilters, ticketLinkOf, ticketNumber, ticketQueueQuery, type TicketQueueFilters } from '../lib/ticket-words';
import { When } from './money-cells';
import { TicketStatusTag } from './ticket-status-tag';
import { CountText, countText } from './count-text';
import { LoadFailed } from './load-failed';
import { PagedTable } from './paged-table';
import { QueueSearchField } from './queue-search-field';

const ALL = 'all';

/** The ticket's number and subject: its page here, its page in Zendesk (a new tab), or plain text until it is there. */
function TicketTitle({ desk, ticket }: { desk: SupportDesk; ticket: DeskTicketSummary }) {
  const link = ticketLinkOf(desk, ticket);
  const text = `${ticketNumber(ticket)} ${ticket.subject}`;
  if (link.kind === 'page') return <Link to={link.to} style={{ overflowWrap: 'anywhere' }}>{text}</Link>;
  if (link.kind === 'zendesk') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
        {text} <ExportOutlined aria-hidden /> <span className="sr-only">(opens Zendesk in a new tab)</span>
      </a>
    );
  }
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {text} <Typography.Text type="secondary">(not in Zendesk yet)</Typography.Text>
    </span>
  );
}

function emptyText(filters: TicketQueueFilters): string {
  if (filters.q.trim()) return `No ticket matches “${filters.q.trim()}”.`;
  if (filters.isMine) return filters.status ? `No ${DESK_STATUS_LABELS[filters.status].toLowerCase()} ticket is assigned to you.` : 'No ticket is assigned to you.';
  if (filters.status) return `No ${DESK_STATUS_LABELS[filters.status].toLowerCase()} tickets.`;
  return "No tickets yet. What users send through 'Contact Support' shows here.";
}

/**
 * The support queue: 'Contact Support' tickets newest first, filtered by status, by 'assigned to me' and by a search;
 * the filters live in the address. While Zendesk is the desk each ticket links to its page there.
 */
export function TicketQueue() {
  const operator = useOperator();
  const [params, setParams] = useSearchParams();
  const filters = readTicketQueueFilters(params);
  const [search, setSearch] = useState(filters.q);
  const { data, error, isPending, isFetching, refetch } = useDeskTickets({ ...filters, pageSize: SUPPORT_DESK_PAGE.defaultSize });
  // any change of a filter starts again on the first page
  const isZendesk = data?.desk === 'zendesk';
  const show = (change: Partial<TicketQueueFilters>) => setParams(ticketQueueQuery({ ...filters, page: 1, ...change }));

  const columns: ResponsiveColumn<DeskTicketSummary>[] = [
    { title: 'Ticket', key: 'subject', render: (ticket) => <TicketTitle desk={isZendesk ? 'zendesk' : 'homebid'} ticket={ticket} /> },
    {
      title: 'User',
      key: 'user',
      render: ({ user }) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={adminUserPath(user.id)}>{user.name}</Link>
          <Typography.Text type="secondary" style={{ overflowWrap: 'break-word' }}>
            {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Status', key: 'status', render: (ticket) => <TicketStatusTag status={ticket.status} /> },
    // Zendesk assigns its tickets itself: HomeBid knows nothing of it
    { title: 'Assigned to', key: 'assignee', render: (ticket) => (isZendesk ? 'In Zendesk' : assigneeText(ticket, operator.id)) },
    { title: 'Received', key: 'createdAt', render: (ticket) => <When iso={ticket.createdAt} /> },
    { title: 'Last change', key: 'updatedAt', render: (ticket) => <When iso={ticket.updatedAt} /> },
  ];

  return (
    <Flex vertical gap={16}>
      <Form layout="inline" style={{ gap: '8px 16px', rowGap: 8 }} onFinish={() => show({ q: search })}>
        <Form.Item label="Status" htmlFor="ticket-status-filter" style={{ marginInlineEnd: 0 }}>
          <Select<DeskStatus | typeof ALL>
            id="ticket-status-filter"
            value={filters.status ?? ALL}
            onChange={(value) => show({ status: value === ALL ? undefined : value })}
            options={[{ value: ALL, label: 'All' }, ...DESK_STATUSES.map((value) => ({ value, label: DESK_STATUS_LABELS[value] }))]}
            style={{ width: 140 }}
          />
        </Form.Item>
        <QueueSearchField id="ticket-search" value={search} onChange={setSearch} placeholder="Subject, name, e-mail or #number" maxLength={SUPPORT_DESK_LIMITS.queryMax} width={420} />
        <Form.Item style={{ marginInlineEnd: 0 }} hidden={isZendesk && !filters.isMine}>
          <Checkbox checked={filters.isMine} onChange={(event) => show({ isMine: event.target.checked })}>
            Assigned to me
          </Checkbox>
        </Form.Item>
        {data && <CountText>{countText(data.total, 'ticket')}</CountText>}
      </Form>
      {isZendesk && (
        <Alert
          type="info"
          showIcon
          title="Tickets are answered in Zendesk."
          description="Each ticket links to its page in Zendesk, where it is assigned, answered and solved; its status here is Zendesk's."
        />
      )}
      {error && !data ? (
        <LoadFailed title="The support queue could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : (
        <PagedTable
          aria-label="Support tickets"
          columns={columns}
          rows={data?.tickets ?? []}
          rowKey={(ticket) => String(ticket.id)}
          page={data}
          isPending={isPending}
          isFetching={isFetching}
          emptyText={emptyText(filters)}
          onPage={(page) => setParams(ticketQueueQuery({ ...filters, page }))}
        />
      )}
    </Flex>
  );
}
