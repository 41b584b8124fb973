import { DeleteOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Flex, List, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '@homebid/shared/money';
import { LEAD_FREQUENCY_LABELS, SAVED_SEARCH_MSG, savedSearchesLead } from '@homebid/shared/constants/saved-search';
import type { SavedSearch, SavedSearchFilter } from '@homebid/shared/schemas/saved-search';
import { savedSearchListingPath, WEB_PATHS } from '@homebid/shared/web-paths';
import { useToasts } from '../../../components/toasts/toasts';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../../../lib/queries/saved-searches';
import { OnceOpened } from '../../../components/once-opened';
import { lazyNamed } from '../../../lib/lazy-named';
import { Result } from '../../../components/lazy-result';

const EditSavedSearchModal = lazyNamed(() => import('../components/edit-saved-search-modal'), 'EditSavedSearchModal');

/** The filters of a search in words: 'kitchen · Plumbing · up to $5,000 · within 25 miles of Providence, RI'. */
function describeFilter(filter: SavedSearchFilter): string {
  const parts = [
    filter.text && `“${filter.text}”`,
    filter.types?.join(', '),
    filter.listingTypes?.map((t) => (t === 'service' ? 'Services' : 'Materials')).join(', '),
    filter.maxBudgetCents && `up to ${formatCents(filter.maxBudgetCents)}`,
    filter.deadline && `due by ${filter.deadline}`,
    filter.city && `in ${filter.city}`,
    filter.miles && `within ${filter.miles} miles of ${filter.placeLabel ?? 'a place'}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Every new project';
}

function SavedSearchItem({ search, onEdit }: { search: SavedSearch; onEdit: () => void }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const { message } = useToasts();
  const onError = (error: Error) => void message.error(error.message);
  return (
    <List.Item>
      <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }}>
        <Flex wrap gap={8} align="center">
          <Link to={savedSearchListingPath(search.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <SearchOutlined /> {search.name}
          </Link>
          {search.newMatchCount > 0 && <Badge count={`${search.newMatchCount} new`} color="blue" />}
          {search.paused && <Tag>Paused</Tag>}
        </Flex>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {describeFilter(search.filter)}
        </Typography.Text>
        <Typography.Text type="secondary">{LEAD_FREQUENCY_LABELS[search.frequency]}</Typography.Text>
        <Flex wrap gap={8}>
          <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="small"
            icon={search.paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
            loading={update.isPending}
            onClick={() => update.mutate({ id: search.id, paused: !search.paused }, { onError })}
          >
            {search.paused ? 'Resume' : 'Pause'}
          </Button>
          <Popconfirm
            title="Delete this saved search?"
            description="You will no longer be told of projects that match it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(search.id).then(() => void message.success(SAVED_SEARCH_MSG.deleted), onError)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** /v1/profile/saved-searches: the user's saved searches with their new matches; open, edit, pause or delete. */
export default function SavedSearchesPage() {
  const { data, isPending, isError, refetch } = useSavedSearches();
  const { data: me } = useMyProfile();
  const [editing, setEditing] = useState<SavedSearch | null>(null);

  // a home owner has no 'Save this search' on the listing page: say so rather than point there
  if (me && me.userType !== 'contractor' && me.userType !== 'supplier') {
    return (
      <Card title="Saved Searches">
        <Empty description={SAVED_SEARCH_MSG.onlySellers} />
      </Card>
    );
  }
  if (isPending) return <Spin size="large" aria-label="Loading" style={{ display: 'block', margin: '80px auto' }} />;
  if (isError) return <Result status="error" title="Saved searches could not be loaded." extra={<Button onClick={() => void refetch()}>Try again</Button>} />;

  return (
    <Card title="Saved Searches">
      <Typography.Paragraph type="secondary">
        {savedSearchesLead(data.searches.length)}
      </Typography.Paragraph>
      {data.searches.length === 0 ? (
        <Empty
          description={
            <>
              No saved searches yet. Choose filters on the{' '}
              <Link to={WEB_PATHS.listing} style={{ textDecoration: 'underline' }}>
                listing page
              </Link>{' '}
              and select Save this search.
            </>
          }
        />
      ) : (
        <List dataSource={data.searches} rowKey="id" renderItem={(search) => <SavedSearchItem search={search} onEdit={() => setEditing(search)} />} />
      )}
      <OnceOpened open={editing !== null}>
        <EditSavedSearchModal search={editing} onClose={() => setEditing(null)} />
      </OnceOpened>
    </Card>
  );
}
