import { Flex, Rate, Typography } from 'antd';
import { describeRating, formatReviewCount, type Rating } from '@homebid/shared/domain/rating';

/** A bidder's average stars and how many reviews they come from: '★★★★☆ 4.5 (2 reviews)', one name for screen readers. */
export function RatingSummary({ rating, size = 14 }: { rating: Rating; size?: number }) {
  return (
    <Flex align="center" gap={6} role="img" aria-label={describeRating(rating)} data-testid="rating-summary">
      <Rate disabled allowHalf value={rating.average} style={{ fontSize: size }} />
      {rating.count > 0 && <Typography.Text strong>{rating.average.toFixed(1)}</Typography.Text>}
      <Typography.Text type="secondary">({formatReviewCount(rating.count)})</Typography.Text>
    </Flex>
  );
}
