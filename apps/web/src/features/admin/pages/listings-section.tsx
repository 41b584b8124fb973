import { Alert, Empty, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { hiddenByHomeBidText } from '@homebid/shared/constants/moderation';
import { formatCents } from '@homebid/shared/money';
import { adminUserPath, listingPostPath } from '@homebid/shared/web-paths';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { formatListingDate } from '../../../lib/dates';
import type { AdminListingRow } from '@homebid/shared/schemas/moderation';
import { useAdminListings } from '../api/listings-search';
import { ListingModerationActions } from '../components/listing-moderation-actions';
import { countText } from '../components/count-text';
import { LoadFailed } from '../components/load-failed';
import { SectionFrame } from '../components/section-frame';
import { HIDDEN_FILTERS, hiddenParamOf, listingStatusLabel, listingTypeLabel, type HiddenFilter } from '../lib/listing-words';
import { useOperator } from '../lib/operator-context';

const PAGE_SIZE = 25;
/** The filters wrap on a phone, each no wider than the page (antd's inline items keep a right margin otherwise). */
const FIELD_STYLE = { marginInlineEnd: 0, maxWidth: '100%' };

const COLUMNS: ResponsiveColumn<AdminListingRow>[] = [
  {
    title: 'Listing',
    key: 'title',
    render: (row) => (
      <Flex vertical gap={4} align="start">
        <Link to={listingPostPath(row.id)}>{row.title}</Link>
        {row.hiddenAt !== null && (
          <Tag style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>{row.hiddenReason ? hiddenByHomeBidText(row.hiddenReason) : 'Hidden by HomeBid'}</Tag>
        )}
      </Flex>
    ),
  },
  { title: 'Type', key: 'listingType', render: (row) => listingTypeLabel(row.listingType) },
  { title: 'Status', key: 'status', render: (row) => listingStatusLabel(row.status) },
  {
    title: 'Owner',
    key: 'owner',
    render: (row) => (
      <Flex vertical>
        <Link to={adminUserPath(row.ownerId)}>{row.ownerName}</Link>
        <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          {row.ownerEmail}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: 'Budget', key: 'budget', align: 'right', render: (row) => (row.budgetCents === null ? '—' : formatCents(row.budgetCents)) },
  { title: 'Bids', key: 'bidCount', align: 'right' },
  { title: 'Posted', key: 'createdAt', render: (row) => <time dateTime={row.createdAt}>{formatListingDate(row.createdAt)}</time> },
  { title: 'Actions', key: 'actions', render: (row) => <ListingModerationActions listing={row} /> },
];

/** /admin/listings: search every listing (hidden ones too), hide one with a reason the owner reads, or unhide it. */
export default function ListingsSection() {
  const { isAdmin } = useOperator();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filter = (params.get('hidden') ?? 'all') as HiddenFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const { data, error, isPending, isFetching, refetch } = useAdminListings({ q, hidden: hiddenParamOf(filter), page, pageSize: PAGE_SIZE });

  const show = (next: { q?: string; hidden?: HiddenFilter; page?: number }) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      const set = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
      if (next.q !== undefined) set('q', next.q.trim());
      if (next.hidden !== undefined) set('hidden', next.hidden === 'all' ? undefined : next.hidden);
      set('page', next.page && next.page > 1 ? String(next.page) : undefined);
      return query;
    });

  return (
    <SectionFrame name="listings" title="Listings">
      <Form layout="inline" style={{ marginBottom: 16, gap: '8px 16px' }} onFinish={() => show({ q: text })}>
        <Form.Item label="Search" htmlFor="admin-listing-search" style={FIELD_STYLE}>
          <Input.Search
            id="admin-listing-search"
            placeholder="Title, owner's name or e-mail"
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => show({ q: value })}
            enterButton="Search"
            style={{ width: 420, maxWidth: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Show" htmlFor="admin-listing-hidden" style={FIELD_STYLE}>
          <Select
            id="admin-listing-hidden"
            value={filter}
            onChange={(value: HiddenFilter) => show({ hidden: value })}
            options={HIDDEN_FILTERS.map(({ value, label }) => ({ value, label }))}
            style={{ minWidth: 190 }}
          />
        </Form.Item>
      </Form>
      {!isAdmin && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`Hide and Unhide: ${ADMIN_MSG.adminOnly}`} />}
      {error ? (
        <LoadFailed title="The listings could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : (
        <ResponsiveTable<AdminListingRow>
          aria-label="Listings"
          rowKey={(row) => row.id}
          columns={COLUMNS}
          dataSource={data?.items ?? []}
          tableProps={{
            size: 'small',
            loading: isPending || isFetching,
            scroll: { x: true },
            pagination: data && {
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (total) => countText(total, 'listing'),
              onChange: (next) => show({ page: next }),
            },
            locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q || filter !== 'all' ? 'No listing matches this search.' : 'No listings yet.'} /> },
          }}
        />
      )}
    </SectionFrame>
  );
}
