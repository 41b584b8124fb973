import { UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, Flex, List, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { LISTING_MSG } from '@homebid/shared/constants/listing';
import { BIDDER_LIST_TEXT } from '@homebid/shared/constants/badges';
import { useBidders } from '../api/list-bidders';
import { BidderListControls } from '../../../components/bidder-list-controls';
import { VerifiedBadges } from '../../../components/verified-badges';
import { RatingSummary } from '../../feedback/components/rating-summary';
import { arrangeBidders, DEFAULT_ARRANGEMENT } from '../../../lib/arrange-bidders';
import { formatBidDate } from '../../../lib/dates';
import { Result } from '../../../components/lazy-result';

/**
 * 'Bidders': picture, name, badges, rating, the amount masked as '$ *****' (never sent), bid date; a click opens the
 * profile. Sorted by rating and filtered to verified bidders on request.
 */
export function BiddersModal({ listingId, onClose, onOpenProfile }: { listingId: string | null; onClose: () => void; onOpenProfile: (userId: string) => void }) {
  const { data, isPending, isError, error } = useBidders(listingId);
  const [arrangement, setArrangement] = useState(DEFAULT_ARRANGEMENT);
  const shown = data ? arrangeBidders(data.bidders, arrangement, (bidder) => bidder) : [];
  return (
    <Modal title="Bidders" open={listingId !== null} onCancel={onClose} footer={null} width={500} destroyOnHidden>
      {isPending ? (
        <Spin aria-label="Loading" style={{ display: 'block', margin: '32px auto' }} />
      ) : isError ? (
        <Result status="error" title="Error" subTitle={error.message} />
      ) : data.bidders.length === 0 ? (
        <Empty description={LISTING_MSG.noBidders} />
      ) : (
        <Flex vertical gap={12}>
          <BidderListControls value={arrangement} onChange={setArrangement} />
          <List
            dataSource={shown}
            locale={{ emptyText: BIDDER_LIST_TEXT.noVerifiedBidders }}
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
                  title={
                    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
                      {bidder.name}
                      <VerifiedBadges badges={bidder.badges} compact />
                    </span>
                  }
                  description={
                    <Flex vertical gap={2}>
                      <RatingSummary rating={bidder.rating} size={12} />
                      {LISTING_MSG.maskedAmount}
                    </Flex>
                  }
                />
              </List.Item>
            )}
          />
        </Flex>
      )}
    </Modal>
  );
}
