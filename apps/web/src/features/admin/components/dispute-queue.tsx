import { Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DISPUTE_REASON_LABELS } from '@homebid/shared/domain/dispute';
import { ADMIN_DISPUTE_FILTERS, type AdminDisputeFilter, type AdminDisputeRow } from '@homebid/shared/schemas/support-desk';
import { adminDisputePath, adminUserPath } from '@homebid/shared/web-paths';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { outcomeText } from '../../disputes/lib/dispute-words';
import { useAdminDisputes } from '../api/disputes-queue';
import { DisputeClock } from './dispute-clock';
import { DisputeStateTag } from './dispute-state-tag';
import { Money, When } from './money-cells';
import { CountText, countText } from './count-text';
import { LoadFailed } from './load-failed';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 25;

const FILTER_LABELS: Record<AdminDisputeFilter, string> = {
  open: 'Open, nearest deadline first',
  with_homebid: 'Asked HomeBid to decide',
  settled: 'Settled',
};

const EMPTY: Record<AdminDisputeFilter, string> = {
  open: 'No open disputes. A dispute either side opens on a funded milestone shows here.',
  with_homebid: 'No dispute is waiting for HomeBid. One shows here when a side chooses Ask HomeBid to decide.',
  settled: 'No settled disputes yet.',
};

const isFilter = (value: string | null): value is AdminDisputeFilter => (ADMIN_DISPUTE_FILTERS as readonly (string | null)[]).includes(value);

/** Both sides by name, each linked to their user page; the side that opened the dispute is marked. */
function Sides({ dispute }: { dispute: AdminDisputeRow }) {
  const side = (who: 'poster' | 'bidder', label: string) => (
    <span>
      {label}:{' '}
      {/* underlined: a link inside a line of text must not rely on its colour alone */}
      <Link to={adminUserPath(dispute[who].id)} style={{ textDecoration: 'underline' }}>
        {dispute[who].name}
      </Link>
      {dispute.openedBy === who && <Typography.Text type="secondary"> (opened it)</Typography.Text>}
    </span>
  );
  return (
    <Flex vertical>
      {side('poster', 'Poster')}
      {side('bidder', 'Seller')}
    </Flex>
  );
}

/** The disputes queue: open ones with their deadlines (nearest first, overdue marked), HomeBid's own, or settled ones. */
export function DisputeQueue() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('state');
  const state: AdminDisputeFilter = isFilter(filterParam) ? filterParam : 'open';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [now] = useState(() => new Date());
  const { data, error, isPending, isFetching, refetch } = useAdminDisputes({ state, page, pageSize: PAGE_SIZE });
  const show = (next: { state: AdminDisputeFilter; page: number }) => {
    const query = new URLSearchParams();
    if (next.state !== 'open') query.set('state', next.state);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const isSettled = state === 'settled';
  const columns: ResponsiveColumn<AdminDisputeRow>[] = [
    isSettled
      ? { title: 'Settled', key: 'settledAt', render: (row) => <When iso={row.settledAt} /> }
      : { title: 'Deadline', key: 'deadline', render: (row) => <DisputeClock dispute={row} now={now} /> },
    {
      title: 'Dispute',
      key: 'dispute',
      render: (row) => (
        <Link to={adminDisputePath(row.id)} style={{ overflowWrap: 'anywhere' }}>
          {row.listingTitle}: milestone {row.milestonePosition}
        </Link>
      ),
    },
    { title: isSettled ? 'Was held' : 'Held', key: 'amount', align: 'right', render: (row) => <Money cents={row.amountCents} /> },
    { title: 'Reason', key: 'reason', render: (row) => DISPUTE_REASON_LABELS[row.reason] },
    { title: 'Sides', key: 'sides', render: (row) => <Sides dispute={row} /> },
    isSettled
      ? { title: 'Outcome', key: 'outcome', render: (row) => outcomeText({ ...row, refundCents: null }) }
      : { title: 'State', key: 'state', render: (row) => <DisputeStateTag state={row.state} /> },
  ];

  return (
    <Flex vertical gap={16}>
      <Form layout="inline" style={{ gap: 8 }}>
        <Form.Item label="Show" htmlFor="dispute-filter" style={{ marginInlineEnd: 0 }}>
          <Select<AdminDisputeFilter>
            id="dispute-filter"
            value={state}
            onChange={(next) => show({ state: next, page: 1 })}
            options={ADMIN_DISPUTE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            style={{ width: 250, maxWidth: '100%' }}
          />
        </Form.Item>
        {data && <CountText>{countText(data.total, 'dispute')}</CountText>}
      </Form>
      {error && !data ? (
        <LoadFailed title="The disputes could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : (
        <PagedTable
          aria-label="Disputes"
          columns={columns}
          rows={data?.disputes ?? []}
          rowKey={(row) => row.id}
          page={data}
          isPending={isPending}
          isFetching={isFetching}
          emptyText={EMPTY[state]}
          onPage={(next) => show({ state, page: next })}
        />
      )}
    </Flex>
  );
}
