import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useId, type CSSProperties, type ReactNode } from 'react';
import type { ListingCard } from '@homebid/shared/schemas/listing';
import { formatCents } from '@homebid/shared/money';
import { LightCard } from '../../../components/light-card';
import { LightTag } from '../../../components/light-tag';
import { LinkButton } from '../../../components/link-button';
import { PlainAvatar } from '../../../components/plain-avatar';
import { PlainText } from '../../../components/plain-text';
import { VerifiedBadges } from '../../../components/verified-badges';
import { MakeBidButton } from '../../bids/components/make-bid-button';
import { formatBidderCount } from '../lib/format';
import { LikeButton } from './like-button';
import { useListingDialogs } from './listing-dialogs';
import { PostMedia } from './post-media';
import { formatListingDate } from '../../../lib/dates';

interface PostCardProps {
  card: ListingCard;
  /** Top-right corner (e.g. the card menu). */
  extra?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode[];
  /** The first cards on screen: their image is fetched at once, at high priority. */
  eager?: boolean;
  /** Under the title: what the owner must know of the post (HomeBid hid it). */
  notice?: ReactNode;
}

const row = (gap: number, more?: CSSProperties): CSSProperties => ({ display: 'flex', alignItems: 'center', gap, ...more });

/**
 * A listing as a card: images, poster, place, budget, deadline, types, excerpt, bid count and the heart. Plain
 * elements styled from the theme's tokens rather than antd's Flex, Avatar, Tag and link Buttons: a page draws
 * twenty of these, and each antd component costs style and context work on a phone's first render.
 *
 * Each card is an article named by its title, so a screen reader moves from one project to the next (and lists
 * them by name) on the listings, My Projects and Saved Projects.
 */
export function PostCard({ card, extra, actions, eager, notice }: PostCardProps) {
  const dialogs = useListingDialogs();
  const titleId = useId();
  return (
    <LightCard
      as="article"
      aria-labelledby={titleId}
      data-testid="post-card"
      cover={<PostMedia urls={card.imageUrls} title={card.title} eager={eager} />}
      actions={actions}
      padding={16}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={row(8, { justifyContent: 'space-between', alignItems: 'start' })}>
          <PlainText as="h2" id={titleId} lines={2} style={{ fontSize: 16 }} data-testid="post-title">
            {card.title}
          </PlainText>
          <div style={row(0)}>
            <LikeButton listingId={card.id} isLiked={card.isLiked} />
            {extra}
          </div>
        </div>
        {notice}
        <div style={row(8)}>
          <PlainAvatar src={card.poster.imageUrl} size={24} />
          <LinkButton onClick={() => dialogs.openProfile(card.poster.id)} aria-label={`View profile of ${card.poster.name}`}>
            {card.poster.name}
          </LinkButton>
          <VerifiedBadges badges={card.poster.badges} compact />
        </div>
        <PlainText secondary>
          <EnvironmentOutlined /> {card.city}, {card.state} · <CalendarOutlined /> Due {formatListingDate(card.deadline)}
        </PlainText>
        <div style={row(8, { justifyContent: 'space-between' })}>
          <PlainText strong style={{ fontSize: 16 }} data-testid="post-budget">
            {formatCents(card.budgetCents, { hideZeroCents: true })}
          </PlainText>
          <LinkButton onClick={() => dialogs.openBidders(card.id)} data-testid="bidder-count">
            {formatBidderCount(card.bidderCount)}
          </LinkButton>
        </div>
        <div style={row(4, { flexWrap: 'wrap' })}>
          {card.industries.map((type) => (
            <LightTag key={type}>{type}</LightTag>
          ))}
        </div>
        <PlainText as="p" secondary lines={2}>
          {card.descriptionExcerpt}
        </PlainText>
        <PlainText secondary style={{ fontSize: 12 }}>
          Posted {formatListingDate(card.createdAt)}
        </PlainText>
        <MakeBidButton listingId={card.id} posterId={card.poster.id} listingType={card.listingType} status={card.status} block />
      </div>
    </LightCard>
  );
}
