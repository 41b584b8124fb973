import { FileOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Descriptions, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LISTING_MSG } from '@homebid/shared/constants/listing';
import { hiddenByHomeBidText } from '@homebid/shared/constants/moderation';
import { type ListingDetail } from '@homebid/shared/schemas/listing';
import { formatCents } from '@homebid/shared/money';
import { formatBidderCount } from '../lib/format';
import { formatTimeAgo } from '../lib/time-ago';
import { ListingMap } from './listing-map';
import { PostMedia } from './post-media';
import { formatListingDate } from '../../../lib/dates';
import { VerifiedBadges } from '../../../components/verified-badges';

interface DetailsBodyProps {
  listing: ListingDetail;
  onOpenProfile: (userId: string) => void;
  onOpenBidders: (listingId: string) => void;
  /** At the end of the poster's line: the listing's menu (Report) for whoever is not its owner. */
  menu?: ReactNode;
}

function PosterLine({ listing, onOpenProfile, menu }: Pick<DetailsBodyProps, 'listing' | 'onOpenProfile' | 'menu'>) {
  const { poster } = listing;
  const place = [poster.city, poster.state].filter(Boolean).join(', ');
  return (
    <Flex gap={12} align="center">
      <Avatar size={48} src={poster.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />
      <Flex vertical style={{ minWidth: 0 }}>
        <Button type="link" style={{ padding: 0, height: 'auto', fontWeight: 600, alignSelf: 'flex-start' }} onClick={() => onOpenProfile(poster.id)}>
          {poster.name}
        </Button>
        <VerifiedBadges badges={poster.badges} />
        <Typography.Text type="secondary">
          {[place, formatTimeAgo(listing.createdAt)].filter(Boolean).join(' · ')}
        </Typography.Text>
      </Flex>
      {menu && <div style={{ marginInlineStart: 'auto' }}>{menu}</div>}
    </Flex>
  );
}

function ItemList({ listing }: { listing: ListingDetail }) {
  return (
    <List
      size="small"
      header={<Typography.Text strong>Items</Typography.Text>}
      dataSource={listing.items}
      rowKey="productId"
      renderItem={(item) => (
        <List.Item extra={<Typography.Text>× {item.quantity.toLocaleString('en-US')}</Typography.Text>}>
          <List.Item.Meta
            avatar={<Avatar shape="square" size={40} src={item.imageUrl} alt="" />}
            title={item.productName}
            description={`${item.brand} · ${item.category} · est. ${formatCents(item.estimatedPriceCents, { hideZeroCents: true })} each`}
          />
        </List.Item>
      )}
    />
  );
}

/** Every field of the View Details modal (spec section 2). */
export function ListingDetailsBody({ listing, onOpenProfile, onOpenBidders, menu }: DetailsBodyProps) {
  return (
    <Flex vertical gap={16} data-testid="listing-details">
      {/* only its owner is sent the reason */}
      {listing.hiddenReason && <Alert type="warning" showIcon title={hiddenByHomeBidText(listing.hiddenReason)} data-testid="hidden-by-homebid" />}
      <PosterLine listing={listing} onOpenProfile={onOpenProfile} menu={menu} />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {listing.title}
      </Typography.Title>
      <PostMedia urls={listing.images.map((i) => i.url)} title={listing.title} height={300} />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="Created">{formatListingDate(listing.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={listing.listingType === 'service' ? 'Completion date' : 'Delivery date'}>
          {formatListingDate(listing.deadline)}
        </Descriptions.Item>
        <Descriptions.Item label="Bids">
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onOpenBidders(listing.id)}>
            {formatBidderCount(listing.bidderCount)}
          </Button>
        </Descriptions.Item>
        {listing.materialsProvided !== null && (
          <Descriptions.Item label="Materials">{listing.materialsProvided ? LISTING_MSG.provided : LISTING_MSG.notProvided}</Descriptions.Item>
        )}
      </Descriptions>
      <Flex gap={4} wrap>
        {listing.industries.map((type) => (
          <Tag key={type} color="red">
            {type}
          </Tag>
        ))}
      </Flex>
      {listing.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{listing.description}</Typography.Paragraph>}
      <ListingMap lat={listing.location.lat} lng={listing.location.lng} address={listing.location.address} />
      {listing.documents.length > 0 && (
        <Flex vertical gap={4}>
          <Typography.Text strong>Documents</Typography.Text>
          {listing.documents.map((doc) => (
            <a key={doc.key} href={doc.url} target="_blank" rel="noopener noreferrer">
              <FileOutlined /> {doc.name}
            </a>
          ))}
        </Flex>
      )}
      {listing.listingType === 'material_supply' && listing.items.length > 0 && <ItemList listing={listing} />}
    </Flex>
  );
}
