import { CalendarOutlined, EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ListingCard } from '@homebid/shared/schemas/listing';
import { LightCard } from '../../../components/light-card';
import { MakeBidButton } from '../../bids/components/make-bid-button';
import { formatBidderCount, formatBudget, formatListingDate } from '../lib/format';
import { LikeButton } from './like-button';
import { useListingDialogs } from './listing-dialogs';
import { PostMedia } from './post-media';

interface PostCardProps {
  card: ListingCard;
  /** Top-right corner (e.g. the card menu). */
  extra?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode[];
  /** The first cards on screen: their image is fetched at once, at high priority. */
  eager?: boolean;
}

/** A listing as a card: images, poster, place, budget, deadline, types, excerpt, bid count and the heart. */
export function PostCard({ card, extra, actions, eager }: PostCardProps) {
  const dialogs = useListingDialogs();
  return (
    <LightCard data-testid="post-card" cover={<PostMedia urls={card.imageUrls} title={card.title} eager={eager} />} actions={actions} padding={16}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }} ellipsis={{ rows: 2 }} data-testid="post-title">
            {card.title}
          </Typography.Title>
          <Flex align="center">
            <LikeButton listingId={card.id} isLiked={card.isLiked} />
            {extra}
          </Flex>
        </Flex>
        <Flex gap={8} align="center">
          <Avatar size="small" src={card.poster.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => dialogs.openProfile(card.poster.id)} aria-label={`View profile of ${card.poster.name}`}>
            {card.poster.name}
          </Button>
        </Flex>
        <Typography.Text type="secondary">
          <EnvironmentOutlined /> {card.city}, {card.state} · <CalendarOutlined /> Due {formatListingDate(card.deadline)}
        </Typography.Text>
        <Flex justify="space-between" align="center">
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="post-budget">
            {formatBudget(card.budgetCents)}
          </Typography.Text>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => dialogs.openBidders(card.id)} data-testid="bidder-count">
            {formatBidderCount(card.bidderCount)}
          </Button>
        </Flex>
        <Flex gap={4} wrap>
          {card.industries.map((type) => (
            <Tag key={type} style={{ marginInlineEnd: 0 }}>
              {type}
            </Tag>
          ))}
        </Flex>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {card.descriptionExcerpt}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Posted {formatListingDate(card.createdAt)}
        </Typography.Text>
        <MakeBidButton listingId={card.id} posterId={card.poster.id} listingType={card.listingType} status={card.status} block />
      </Flex>
    </LightCard>
  );
}
