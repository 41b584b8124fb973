import { MoreOutlined, PaperClipOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Dropdown, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { BID_DESCRIPTION_LINES, BID_LABELS } from '@homebid/shared/constants/bid';
import type { Rating } from '@homebid/shared/domain/rating';
import type { Bid } from '@homebid/shared/schemas/bid';
import { listingPostPath, posterContractPath } from '@homebid/shared/web-paths';
import { formatCents } from '@homebid/shared/money';
import { RatingSummary } from '../../feedback/components/rating-summary';
import { useOpenChat } from '../../chat/api/use-open-chat';
import { useReportDialog } from '../../../components/use-report-dialog';
import { VerifiedBadges } from '../../../components/verified-badges';
import { formatBidDate } from '../../../lib/dates';
import { ContactHiddenNotice } from '../../../components/contact-hidden-notice';

interface PosterBidCardProps {
  bid: Bid;
  onHire: () => void;
  onDecline: () => void;
  onWithdraw: () => void;
  /** The bidder's average stars and count, to choose by reputation. */
  rating?: Rating;
}

/** A bid as the poster reviews it: bidder, Bid Amount, Bid Date, Bid Description, Attachments; Hire and Decline, or Withdraw. */
export function PosterBidCard({ bid, onHire, onDecline, onWithdraw, rating }: PosterBidCardProps) {
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const report = useReportDialog();
  // the poster reviews others' bids only: the bidder can always be reported from here
  const menu = {
    items: [
      { key: 'message', label: 'Send Message' },
      { key: 'project', label: 'View Project' },
      { key: 'report', label: 'Report' },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'message') openChat({ id: bid.bidder.id, name: bid.bidder.name });
      if (key === 'project') void navigate(listingPostPath(bid.listingId));
      if (key === 'report') report.openReport({ type: 'user', id: bid.bidder.id, name: bid.bidder.name });
    },
  };
  const actions =
    bid.status === 'contract_created'
      ? [
          <Button key="withdraw" danger type="link" onClick={onWithdraw}>
            Withdraw
          </Button>,
        ]
      : bid.status === 'submitted'
        ? [
            <Button key="hire" type="link" onClick={onHire}>
              Hire
            </Button>,
            <Button key="decline" type="link" danger onClick={onDecline}>
              Decline
            </Button>,
          ]
        : bid.contractId
          ? [
              <Link key="contract" to={posterContractPath(bid.contractId)}>
                View Contract
              </Link>,
            ]
          : [];
  return (
    <Card data-testid="poster-bid-card" actions={actions} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={8}>
          <Flex gap={12} align="center" style={{ minWidth: 0 }}>
            <Avatar size={40} src={bid.bidder.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis data-testid="bidder-name">
                {bid.bidder.name}
              </Typography.Text>
              <VerifiedBadges badges={bid.bidder.badges} />
              {rating && <RatingSummary rating={rating} size={12} />}
            </Flex>
          </Flex>
          <Flex align="center" gap={4}>
            {bid.status === 'contract_created' && <Tag color="gold">Offer sent</Tag>}
            {bid.status === 'contract_started' && <Tag color="green">Hired</Tag>}
            <Dropdown trigger={['click']} menu={menu}>
              <Button type="text" icon={<MoreOutlined />} aria-label={`Menu of ${bid.bidder.name}'s bid`} />
            </Dropdown>
          </Flex>
        </Flex>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={BID_LABELS.amount}>
            <span data-testid="bid-amount">{formatCents(bid.amountCents, { hideZeroCents: true })}</span>
          </Descriptions.Item>
          <Descriptions.Item label={BID_LABELS.date}>{formatBidDate(bid.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label={BID_LABELS.description}>
            <Typography.Paragraph ellipsis={{ rows: BID_DESCRIPTION_LINES }} style={{ margin: 0 }}>
              {bid.description || '—'}
            </Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
        {bid.contactHidden && <ContactHiddenNotice />}
        {bid.attachment && (
          <a href={bid.attachment.url} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined /> Attachments
          </a>
        )}
      </Flex>
      {report.dialog}
    </Card>
  );
}
