import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OPERATOR_LIMITS } from '@homebid/shared/constants/operator';
import type { OperatorUserRow } from '@homebid/shared/schemas/operator';
import { adminUserPath } from '@homebid/shared/web-paths';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useOperatorUsers } from '../api/users-search';
import { readUserSearch, userSearchQuery, userTypeText } from '../lib/user-words';
import { When } from './money-cells';
import { UserRoleTag, UserStatusTag } from './user-tags';
import { LoadFailed } from './load-failed';

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
        <Form.Item label="Search" htmlFor="admin-user-search" style={{ marginInlineEnd: 0, flex: '0 1 480px', minWidth: 0 }}>
          <Flex gap={8} style={{ minWidth: 0 }}>
            <Input
              id="admin-user-search"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name, e-mail or phone"
              maxLength={OPERATOR_LIMITS.queryMax}
              allowClear
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="primary" htmlType="submit">
              Search
            </Button>
          </Flex>
        </Form.Item>
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }} aria-live="polite">
          {data && !isPlaceholderData ? (data.total === 1 ? '1 user' : `${data.total} users`) : ''}
        </Typography.Text>
      </Form>
      {error && data && <Alert type="error" showIcon role="alert" title={error.message} />}
      {error && !data ? (
        <LoadFailed title="The users could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : (
        <div style={{ opacity: isFetching && !isPending ? 0.7 : 1 }}>
          <ResponsiveTable<OperatorUserRow>
            aria-label="Users"
            rowKey={(user) => user.id}
            columns={COLUMNS}
            dataSource={data?.users ?? []}
            tableProps={{
              size: 'small',
              loading: isPending,
              scroll: { x: true },
              locale: { emptyText: <Typography.Text type="secondary">{search.q ? `No user matches “${search.q}”.` : 'No users yet.'}</Typography.Text> },
              pagination: data && {
                current: data.page,
                pageSize: data.pageSize,
                total: data.total,
                hideOnSinglePage: true,
                showSizeChanger: false,
                onChange: (page) => show(search.q, page),
              },
            }}
          />
        </div>
      )}
    </Flex>
  );
}
