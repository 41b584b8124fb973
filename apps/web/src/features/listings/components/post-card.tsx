import { CalendarOutlined, EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListingCard } from '@homebid/shared/schemas/listing';
import { LightCard } from '../../../components/light-card';
import { PlainText } from '../../../components/plain-text';
import { MakeBidButton } from '../../bids/components/make-bid-button';
import { formatBidderCount, formatListingDate } from '../lib/format';
import { LikeButton } from './like-button';
import { useListingDialogs } from './listing-dialogs';
import { PostMedia } from './post-media';
import { formatMoney } from '../../../lib/money';

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
          <PlainText as="h2" lines={2} style={{ fontSize: 16 }} data-testid="post-title">
            {card.title}
          </PlainText>
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
        <PlainText secondary>
          <EnvironmentOutlined /> {card.city}, {card.state} · <CalendarOutlined /> Due {formatListingDate(card.deadline)}
        </PlainText>
        <Flex justify="space-between" align="center">
          <PlainText strong style={{ fontSize: 16 }} data-testid="post-budget">
            {formatMoney(card.budgetCents)}
          </PlainText>
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
        <PlainText as="p" secondary lines={2}>
          {card.descriptionExcerpt}
        </PlainText>
        <PlainText secondary style={{ fontSize: 12 }}>
          Posted {formatListingDate(card.createdAt)}
        </PlainText>
        <MakeBidButton listingId={card.id} posterId={card.poster.id} listingType={card.listingType} status={card.status} block />
      </Flex>
    </LightCard>
  );
}
