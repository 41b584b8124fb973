import { Suspense } from 'react';
import { Link } from 'react-router';
import type { ListingCard } from '@homebid/shared/schemas/listing';
import { WEB_PATHS, viewBiddersPath, webPath } from '@homebid/shared/web-paths';
import { useCloseListing } from '../api/close-listing';
import { useDeleteListing } from '../api/delete-listing';
import { CardMenu } from './card-menu';
import { useListingDialogs } from './listing-dialogs';
import { PostCard } from './post-card';
import { useToasts } from '../../../components/toasts/toasts';
import { lazyNamed } from '../../../lib/lazy-named';

// few listings are ever hidden: My Projects fetches the notice (and its Contact Support) only for one that is
const HiddenListingNotice = lazyNamed(() => import('./hidden-listing-notice'), 'HiddenListingNotice');

/**
 * A My Projects card: the owner's menu (close, edit, remove only while open) and View Bidders / View Contract; when
 * HomeBid hid the listing, its reason and a way to answer through Contact Support.
 */
export function MyProjectCard({ card, onEdit, eager }: { card: ListingCard; onEdit: (listingId: string) => void; eager?: boolean }) {
  const { message, modal } = useToasts();
  const dialogs = useListingDialogs();
  const close = useCloseListing();
  const remove = useDeleteListing();
  const isOpen = card.status === 'open';

  const run = (mutation: typeof close, title: string) =>
    modal.confirm({
      title,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => mutation.mutateAsync(card.id).then((r) => void message.success(r.message), (e: Error) => void message.error(e.message)),
    });

  const items = [
    { key: 'details', label: 'View in Details' },
    ...(isOpen
      ? [
          { key: 'close', label: 'Close this Post' },
          { key: 'edit', label: 'Edit this Post' },
          { key: 'remove', label: 'Remove this Post', danger: true },
        ]
      : []),
    { key: 'share', label: 'Share Post' },
  ];
  const onMenu = (key: string) => {
    if (key === 'details') dialogs.openDetails(card.id);
    if (key === 'close') run(close, 'Are you sure you want to close this post?');
    if (key === 'edit') onEdit(card.id);
    if (key === 'remove') run(remove, 'Are you sure you want to remove this post?');
    if (key === 'share') dialogs.openShare({ shareCode: card.shareCode, title: card.title });
  };

  const main = isOpen ? (
    <Link key="bidders" to={viewBiddersPath(card.id)}>
      View Bidders
    </Link>
  ) : (
    <Link key="contract" to={webPath(WEB_PATHS.posterContract, { listing_id: card.id })}>
      View Contract
    </Link>
  );
  const notice = card.hiddenReason ? (
    <Suspense fallback={null}>
      <HiddenListingNotice reason={card.hiddenReason} title={card.title} />
    </Suspense>
  ) : undefined;
  return <PostCard card={card} extra={<CardMenu items={items} onClick={onMenu} />} actions={[main]} eager={eager} notice={notice} />;
}
