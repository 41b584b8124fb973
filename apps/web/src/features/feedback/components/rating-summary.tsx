import { StarFilled } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { describeRating, formatReviewCount, MAX_STARS, type Rating } from '@homebid/shared/domain/rating';

/**
 * A bidder's average stars and how many reviews they come from: '★★★★☆ 4.5 (2 reviews)', one name for screen readers.
 * The stars are drawn, not antd's Rate: a disabled Rate still holds focusable radios, which may not sit inside the
 * clickable bidder cards (axe: nested-interactive).
 */
export function RatingSummary({ rating, size = 14 }: { rating: Rating; size?: number }) {
  const { token } = theme.useToken();
  const filled = Math.round(rating.average);
  return (
    // in a narrow card the parts go onto a second line whole, never '4.' over '5' (View Bidders at 360 px)
    <Flex align="center" gap={6} wrap role="img" aria-label={describeRating(rating)} data-testid="rating-summary">
      <span aria-hidden="true" style={{ fontSize: size, whiteSpace: 'nowrap' }}>
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <StarFilled key={i} style={{ color: i < filled ? '#fadb14' : token.colorFillSecondary, marginInlineEnd: 2 }} />
        ))}
      </span>
      {rating.count > 0 && <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>{rating.average.toFixed(1)}</Typography.Text>}
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>({formatReviewCount(rating.count)})</Typography.Text>
    </Flex>
  );
}
