import { Button } from 'antd';
import type { ListingCard } from '@homebid/shared/schemas/listing';
import { useSetListingLike } from '../api/set-listing-like';
import { CardMenu } from './card-menu';
import { useListingDialogs } from './listing-dialogs';
import { PostCard } from './post-card';
import { useToasts } from '../../../components/toasts/toasts';
import { useReportDialog } from '../../../components/use-report-dialog';
import { canReport } from '../../../lib/report-target';
import { useViewer } from '../lib/use-viewer';

const items = [
  { key: 'unlike', label: 'Unlike Project' },
  { key: 'share', label: 'Share Post' },
];

/**
 * A Saved Projects card: menu Unlike Project, Share Post and Report (not one's own); the heart and the bid count
 * work as everywhere.
 */
export function SavedProjectCard({ card, eager }: { card: ListingCard; eager?: boolean }) {
  const { message } = useToasts();
  const dialogs = useListingDialogs();
  const like = useSetListingLike();
  const viewer = useViewer();
  const report = useReportDialog();
  const menuItems = canReport(viewer.id, card.poster.id) ? [...items, { key: 'report', label: 'Report' }] : items;
  const onMenu = (key: string) => {
    if (key === 'unlike') like.mutate({ id: card.id, isLiked: false }, { onError: (e) => message.error(e.message) });
    if (key === 'share') dialogs.openShare({ shareCode: card.shareCode, title: card.title });
    if (key === 'report') report.openReport({ type: 'listing', id: card.id, name: `“${card.title}”` });
  };
  const actions = [
    <Button key="details" type="link" onClick={() => dialogs.openDetails(card.id)}>
      View Details
    </Button>,
  ];
  return (
    <>
      <PostCard card={card} extra={<CardMenu items={menuItems} onClick={onMenu} />} actions={actions} eager={eager} />
      {report.dialog}
    </>
  );
}
