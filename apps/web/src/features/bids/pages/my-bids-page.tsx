import { AuditOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useIsHomeOwner } from '../../../lib/queries/my-profile';
import { useMyBids } from '../api/list-my-bids';
import { OnceOpened } from '../../../components/once-opened';
import { lazyNamed } from '../../../lib/lazy-named';
import { MyBidRow } from '../components/my-bid-row';
import { Result } from '../../../components/lazy-result';

const BidFormModal = lazyNamed(() => import('../components/bid-form-modal'), 'BidFormModal');

function EmptyBids({ isHomeOwner }: { isHomeOwner: boolean }) {
  const navigate = useNavigate();
  return (
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
      <Button type="primary" onClick={() => navigate(WEB_PATHS.home)}>
        Browse Listings
      </Button>
    </Empty>
  );
}

/** My Bids (/v1/my-bids): the user's bids, newest first, with their state and what can be done with each. */
export default function MyBidsPage() {
  // home owners post projects and do not bid; the menu hides this page from them (spec section 6)
  const isHomeOwner = useIsHomeOwner();
  const bids = useMyBids(!isHomeOwner);
  const [editing, setEditing] = useState<{ bidId: string; listingId: string } | null>(null);

  const body = isHomeOwner ? (
    <EmptyBids isHomeOwner />
  ) : bids.isPending ? (
    <Skeleton active avatar paragraph={{ rows: 4 }} />
  ) : bids.isError ? (
    <Result status="error" title="Error" subTitle={bids.error.message} />
  ) : bids.data.items.length === 0 ? (
    <EmptyBids isHomeOwner={false} />
  ) : (
    <List
      itemLayout="vertical"
      dataSource={bids.data.items}
      rowKey="id"
      renderItem={(bid) => <MyBidRow bid={bid} onUpdate={() => setEditing({ bidId: bid.id, listingId: bid.listing.id })} />}
    />
  );
  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0 }}><AuditOutlined /> My Bids</Typography.Title>}>
      {body}
      <OnceOpened open={!!editing}>
        {editing && <BidFormModal listingId={editing.listingId} bidId={editing.bidId} onClose={() => setEditing(null)} />}
      </OnceOpened>
    </Card>
  );
}
