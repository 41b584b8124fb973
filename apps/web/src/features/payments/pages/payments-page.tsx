import { CreditCardOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';

/** Payment methods arrive with contracts and payments (spec part 2); until then there are none to show. */
export default function PaymentsPage() {
  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0 }}><CreditCardOutlined /> Payment Methods</Typography.Title>}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Typography.Text>
            No payment methods set up yet.
            <br />
            <Typography.Text type="secondary">
              Cards and bank accounts for paying contract milestones, and payout accounts for receiving payments, will be managed here.
            </Typography.Text>
          </Typography.Text>
        }
      />
    </Card>
  );
}
