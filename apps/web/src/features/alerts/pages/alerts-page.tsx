import { BellOutlined } from '@ant-design/icons';
import { Card, Empty, Table, Typography } from 'antd';

interface AlertRow {
  id: string;
  title: string;
  message: string;
  updatedOn: string;
}

const COLUMNS = [
  { title: 'Alert', dataIndex: 'title', key: 'title' },
  { title: 'Details', dataIndex: 'message', key: 'message' },
  { title: 'Date and Time', dataIndex: 'updatedOn', key: 'updatedOn' },
];

/**
 * Alerts about bids, contracts and payments. Those features (spec part 2) do not exist yet, so no
 * alert can have been raised: the table is honestly empty.
 */
export default function AlertsPage() {
  const alerts: AlertRow[] = [];
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}><BellOutlined /> Alerts</Typography.Title>}>
      <Typography.Paragraph type="secondary">
        You will be alerted here when someone bids on your projects, when a bid of yours is accepted, and when contract milestones or
        payments change.
      </Typography.Paragraph>
      <Table<AlertRow>
        rowKey="id"
        columns={COLUMNS}
        dataSource={alerts}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No alerts" /> }}
        scroll={{ x: 560 }}
      />
    </Card>
  );
}
