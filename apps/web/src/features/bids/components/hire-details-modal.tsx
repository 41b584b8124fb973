import { PaperClipOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions, Flex, List, Modal, Typography } from 'antd';
import { BID_LABELS, formatQuantity } from '@homebid/shared/constants/bid';
import { type Bid } from '@homebid/shared/schemas/bid';
import { formatCents } from '@homebid/shared/money';
import { MilestoneList } from '../../contracts/components/milestone-list';
import { formatBidDate } from '../../../lib/dates';
import { ContactHiddenNotice } from '../../../components/contact-hidden-notice';

interface HireDetailsModalProps {
  bid: Bid;
  /** 'hire' for a submitted bid, 'withdraw' once the offer is sent. */
  action: 'hire' | 'withdraw';
  isBusy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The bid in full with its milestones; Cancel plus Hire (or Withdraw). */
export function HireDetailsModal({ bid, action, isBusy, onClose, onConfirm }: HireDetailsModalProps) {
  const footer = (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose}>Cancel</Button>
      <Button type="primary" danger={action === 'withdraw'} loading={isBusy} onClick={onConfirm}>
        {action === 'hire' ? 'Hire' : 'Withdraw'}
      </Button>
    </Flex>
  );
  return (
    <Modal title="Bid Details" open onCancel={onClose} footer={footer} width={650}>
      <Flex vertical gap={16}>
        <Flex gap={12} align="center">
          <Avatar size={48} src={bid.bidder.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />
          <Typography.Text strong>{bid.bidder.name}</Typography.Text>
        </Flex>
        {/* one column on a phone: two leave each date a letter wide */}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={BID_LABELS.amount}>{formatCents(bid.amountCents, { hideZeroCents: true })}</Descriptions.Item>
          <Descriptions.Item label={BID_LABELS.date}>{formatBidDate(bid.updatedAt)}</Descriptions.Item>
          {bid.startDate && <Descriptions.Item label="Earliest Start Date">{formatBidDate(bid.startDate)}</Descriptions.Item>}
          {bid.endDate && (
            <Descriptions.Item label={bid.listing.listingType === 'material_supply' ? 'Delivery Date' : 'Projected End Date'}>{formatBidDate(bid.endDate)}</Descriptions.Item>
          )}
          {bid.description && <Descriptions.Item label="Bid Description" span="filled">{bid.description}</Descriptions.Item>}
        </Descriptions>
        {bid.contactHidden && <ContactHiddenNotice />}
        {bid.attachment && (
          <a href={bid.attachment.url} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined /> {bid.attachment.name}
          </a>
        )}
        {bid.items.length > 0 && (
          <List
            size="small"
            bordered
            header={<Typography.Text strong>Materials</Typography.Text>}
            dataSource={bid.items}
            renderItem={(item) => (
              <List.Item extra={item.isEstimatedPriceEnabled ? `${formatCents(item.estimatedPriceCents, { hideZeroCents: true })} each` : 'No price'}>
                <List.Item.Meta title={item.productName} description={formatQuantity(item.quantity)} />
              </List.Item>
            )}
          />
        )}
        <Typography.Text strong>Milestones</Typography.Text>
        <MilestoneList milestones={bid.milestones} titleOf={(n) => `${n}. Proposed payment milestone`} formatDate={formatBidDate} />
      </Flex>
    </Modal>
  );
}
