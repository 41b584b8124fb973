import { AuditOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import { useNavigate } from 'react-router';

/** The bids this user placed. Bidding arrives with spec part 2; until then there are none. */
export default function MyBidsPage() {
  const navigate = useNavigate();
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}><AuditOutlined /> My Bids</Typography.Title>}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Typography.Text>
            You have not placed any bids yet.
            <br />
            <Typography.Text type="secondary">Bids you place on projects, and whether they are open, ongoing or won, will be listed here.</Typography.Text>
          </Typography.Text>
        }
      >
        <Button type="primary" onClick={() => navigate('/v1')}>
          Browse Listings
        </Button>
      </Empty>
    </Card>
  );
}
