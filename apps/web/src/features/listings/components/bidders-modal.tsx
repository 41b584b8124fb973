import { UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, List, Modal, Result, Spin, Typography } from 'antd';
import { LISTING_MSG } from '@homebid/shared/constants/listing';
import { useBidders } from '../api/list-bidders';
import { formatBidDate } from '../../../lib/dates';

/** 'Bidders': picture, name, the amount masked as '$ *****' (never sent), bid date; a click opens the profile. */
export function BiddersModal({ listingId, onClose, onOpenProfile }: { listingId: string | null; onClose: () => void; onOpenProfile: (userId: string) => void }) {
  const { data, isPending, isError, error } = useBidders(listingId);
  return (
    <Modal title="Bidders" open={listingId !== null} onCancel={onClose} footer={null} width={500} destroyOnHidden>
      {isPending ? (
        <Spin aria-label="Loading" style={{ display: 'block', margin: '32px auto' }} />
      ) : isError ? (
        <Result status="error" title="Error" subTitle={error.message} />
      ) : data.bidders.length === 0 ? (
        <Empty description={LISTING_MSG.noBidders} />
      ) : (
        <List
          dataSource={data.bidders}
          rowKey="bidderId"
          renderItem={(bidder) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => onOpenProfile(bidder.bidderId)}
              data-testid="bidder-row"
              extra={<Typography.Text type="secondary">{formatBidDate(bidder.bidDate)}</Typography.Text>}
            >
              <List.Item.Meta
                avatar={<Avatar src={bidder.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />}
                title={bidder.name}
                description={LISTING_MSG.maskedAmount}
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
