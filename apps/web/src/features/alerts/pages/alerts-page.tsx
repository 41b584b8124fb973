import { useEffect, useState } from 'react';
import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { Alert as Notice, Button, Card, Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { ALERT_COLUMNS, ALERT_PAGE } from '@homebid/shared/constants/alert';
import { type Alert } from '@homebid/shared/schemas/alert';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useUnreadAlerts } from '../api/get-unread-alerts';
import { useAlerts } from '../api/list-alerts';
import { useMarkAlertsRead } from '../api/mark-alerts-read';

/** The spec's alert formats: 'DD MMM, YYYY' with 'h:mm a'. */
const formatDate = (iso: string) => dayjs(iso).format('DD MMM, YYYY');
const formatTime = (iso: string) => dayjs(iso).format('h:mm a');

const AlertLink = ({ alert }: { alert: Alert }) => (
  <Link to={alert.link} style={{ fontWeight: alert.read ? 400 : 600 }} onClick={(event) => event.stopPropagation()}>
    {alert.title}
  </Link>
);

const COLUMNS: ResponsiveColumn<Alert>[] = [
  { title: ALERT_COLUMNS.title, key: 'title', render: (alert) => <AlertLink alert={alert} /> },
  { title: ALERT_COLUMNS.message, key: 'message' },
  {
    title: ALERT_COLUMNS.createdAt,
    key: 'createdAt',
    render: (alert) => (
      <time dateTime={alert.createdAt} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(alert.createdAt)} <Typography.Text type="secondary">{formatTime(alert.createdAt)}</Typography.Text>
      </time>
    ),
  },
];

/**
 * /v1/alerts: the user's alerts, newest first, paged on the server (5 rows by default, adjustable).
 * What a page shows is marked read once shown; a click on a row opens what the alert is about.
 */
export default function AlertsPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ALERT_PAGE.defaultSize);
  const { data, isPending, isError, refetch } = useAlerts(page, pageSize);
  const { data: unread } = useUnreadAlerts();
  const markRead = useMarkAlertsRead();
  const navigate = useNavigate();
  const { mutate } = markRead;

  const unreadShown = (data?.alerts ?? []).filter((a) => !a.read).map((a) => a.id);
  const unreadKey = unreadShown.join(',');
  useEffect(() => {
    if (unreadKey) mutate(unreadKey.split(',').map(Number));
  }, [unreadKey, mutate]);

  return (
    <Card
      title={
        <Typography.Title level={1} style={{ margin: 0 }}>
          <BellOutlined /> Alerts
        </Typography.Title>
      }
      extra={
        <Button icon={<CheckOutlined />} onClick={() => markRead.mutate('all')} loading={markRead.isPending && markRead.variables === 'all'} disabled={!unread?.unread}>
          Mark all as read
        </Button>
      }
    >
      {isError ? (
        <Notice
          type="error"
          showIcon
          title="Alerts could not be loaded."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ResponsiveTable<Alert>
        aria-label="Alerts"
        rowKey={(alert) => String(alert.id)}
        columns={COLUMNS}
        dataSource={data?.alerts ?? []}
        tableProps={{
          loading: isPending,
          onRow: (alert) => ({ onClick: () => navigate(alert.link), style: { cursor: 'pointer' } }),
          pagination: {
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [5, 10, 20, 50],
            onChange: (nextPage, nextSize) => {
              setPage(nextSize !== pageSize ? 1 : nextPage);
              setPageSize(nextSize);
            },
          },
          locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Flex vertical>No alerts yet</Flex>} /> },
        }}
      />
    </Card>
  );
}
