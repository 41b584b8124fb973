import { FileImageOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { canTakeBidAction } from '@homebid/shared/domain/bid-state';
import { BID_MSG } from '@homebid/shared/constants/bid';
import { type MyBid } from '@homebid/shared/schemas/bid';
import { bidderContractPath, listingPostPath } from '@homebid/shared/web-paths';
import { formatCents } from '@homebid/shared/money';
import { useDeleteBid } from '../api/delete-bid';
import { BID_STATUS_COLORS, getBidStatusLabel } from '../lib/bid-status';
import { useToasts } from '../../../components/toasts/toasts';
import { formatBidDate } from '../../../lib/dates';
import { ContactHiddenNotice } from '../../../components/contact-hidden-notice';

/** One of my bids: listing, amount, date, state (with the decline reason); update and delete while it may change; View Contract. */
export function MyBidRow({ bid, onUpdate }: { bid: MyBid; onUpdate: () => void }) {
  const { message, modal } = useToasts();
  const remove = useDeleteBid();
  const canChange = canTakeBidAction('update', 'bidder', bid.status);
  const confirmDelete = () =>
    modal.confirm({
      title: BID_MSG.deleteConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => remove.mutateAsync(bid.id).then((r) => void message.success(r.message), (e: Error) => void message.error(e.message)),
    });

  const actions = [
    canChange && (
      <Button key="update" type="primary" size="small" onClick={onUpdate}>
        Update Bid
      </Button>
    ),
    canTakeBidAction('delete', 'bidder', bid.status) && (
      <Button key="delete" danger size="small" onClick={confirmDelete}>
        Delete
      </Button>
    ),
    bid.contractId && (
      <Link key="contract" to={bidderContractPath(bid.id)}>
        View Contract
      </Link>
    ),
  ].filter(Boolean);

  return (
    <List.Item data-testid="my-bid" actions={actions}>
      <List.Item.Meta
        avatar={<Avatar shape="square" size={56} src={bid.listing.imageUrl ?? undefined} icon={<FileImageOutlined />} alt="" />}
        // the title is an h2 under the page's h1 (List.Item.Meta's own title is an h4: heading order)
        description={
          <Flex vertical gap={4}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
              <Link to={listingPostPath(bid.listing.id)} data-testid="my-bid-title">
                {bid.listing.title}
              </Link>
            </Typography.Title>
            <Flex gap={12} wrap align="center">
              <Typography.Text strong>{formatCents(bid.amountCents, { hideZeroCents: true })}</Typography.Text>
              <Typography.Text type="secondary">{formatBidDate(bid.updatedAt)}</Typography.Text>
              <Tag color={bid.isWon ? 'green' : BID_STATUS_COLORS[bid.status]} data-testid="my-bid-status">
                {getBidStatusLabel(bid)}
              </Tag>
            </Flex>
            {bid.status === 'declined' && bid.declinedReason && (
              <Typography.Text type="danger" data-testid="declined-reason">
                Reason: {bid.declinedReason}
              </Typography.Text>
            )}
            {bid.contactHidden && <ContactHiddenNotice />}
          </Flex>
        }
      />
    </List.Item>
  );
}
