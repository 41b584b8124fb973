import { Alert, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OPERATOR_LIMITS } from '@homebid/shared/constants/operator';
import type { OperatorUserRow } from '@homebid/shared/schemas/operator';
import { adminUserPath } from '@homebid/shared/web-paths';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { useOperatorUsers } from '../api/users-search';
import { readUserSearch, userSearchQuery, userTypeText } from '../lib/user-words';
import { When } from './money-cells';
import { UserRoleTag, UserStatusTag } from './user-tags';
import { CountText, countText } from './count-text';
import { LoadFailed } from './load-failed';
import { PagedTable } from './paged-table';
import { QueueSearchField } from './queue-search-field';

const PAGE_SIZE = 25;

const COLUMNS: ResponsiveColumn<OperatorUserRow>[] = [
  {
    title: 'User',
    key: 'name',
    render: (user) => (
      <Flex vertical style={{ minWidth: 0 }}>
        <Link to={adminUserPath(user.id)} style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Link>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: 'Phone', key: 'phone', render: (user) => user.phone ?? '—' },
  { title: 'Type', key: 'userType', render: (user) => userTypeText(user.userType) },
  { title: 'Role', key: 'role', render: (user) => <UserRoleTag role={user.role} /> },
  { title: 'Status', key: 'suspension', render: (user) => <UserStatusTag suspension={user.suspension} /> },
  { title: 'Joined', key: 'createdAt', render: (user) => <When iso={user.createdAt} /> },
];

/** The users list: everyone newest first, or those whose name, e-mail or phone matches the search (kept in the address). */
export function UserSearchList() {
  const [params, setParams] = useSearchParams();
  const search = readUserSearch(params);
  const [text, setText] = useState(search.q);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useOperatorUsers({ q: search.q, page: search.page, pageSize: PAGE_SIZE });
  const show = (q: string, page = 1) => setParams(userSearchQuery({ q, page }));

  return (
    <Flex vertical gap={16}>
      <Form layout="inline" style={{ gap: '8px 16px' }} onFinish={() => show(text)}>
        <QueueSearchField id="admin-user-search" value={text} onChange={setText} placeholder="Name, e-mail or phone" maxLength={OPERATOR_LIMITS.queryMax} width={480} isPrimary />
        <CountText>{data && !isPlaceholderData ? countText(data.total, 'user') : ''}</CountText>
      </Form>
      {error && data && <Alert type="error" showIcon role="alert" title={error.message} />}
      {error && !data ? (
        <LoadFailed title="The users could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : (
        <PagedTable<OperatorUserRow>
          aria-label="Users"
          rowKey={(user) => user.id}
          columns={COLUMNS}
          rows={data?.users ?? []}
          page={data}
          isPending={isPending}
          isFetching={isFetching}
          emptyText={search.q ? `No user matches “${search.q}”.` : 'No users yet.'}
          onPage={(page) => show(search.q, page)}
        />
      )}
    </Flex>
  );
}
