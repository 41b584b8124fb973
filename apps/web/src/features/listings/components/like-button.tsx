import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSetListingLike } from '../api/set-listing-like';
import { useToasts } from '../../../components/toasts/toasts';

/**
 * The heart: like copies the listing into Saved Projects, unlike takes it out. Its hint is the button's title
 * (an antd Tooltip per card cost each of a page's twenty cards a popup trigger on first render).
 */
export function LikeButton({ listingId, isLiked }: { listingId: string; isLiked: boolean }) {
  const { message } = useToasts();
  const like = useSetListingLike();
  const label = isLiked ? 'Unlike Project' : 'Save Project';
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      aria-pressed={isLiked}
      data-testid="like-button"
      loading={like.isPending}
      icon={isLiked ? <HeartFilled style={{ color: '#d32029' }} /> : <HeartOutlined />}
      onClick={() => like.mutate({ id: listingId, isLiked: !isLiked }, { onError: (error) => message.error(error.message) })}
    />
  );
}
