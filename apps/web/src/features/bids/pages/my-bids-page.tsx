import { AuditOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMyProfile } from '../../profile/api/get-my-profile';

/** The bids this user placed. Bidding arrives with spec part 2; until then there are none. */
export default function MyBidsPage() {
  const navigate = useNavigate();
  const { data: me } = useMyProfile();
  // home owners post projects and do not bid; the menu hides this page from them (spec section 6)
  const isHomeOwner = (me?.userType ?? localStorage.getItem('user_type')) === 'home_owner';
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}><AuditOutlined /> My Bids</Typography.Title>}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Typography.Text>
            {isHomeOwner ? 'Home owners do not place bids.' : 'You have not placed any bids yet.'}
            <br />
            <Typography.Text type="secondary">
              {isHomeOwner
                ? 'Contractors and suppliers bid on the projects you post; see them under My Projects.'
                : 'Bids you place on projects, and whether they are open, ongoing or won, will be listed here.'}
            </Typography.Text>
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
