import { MessageOutlined } from '@ant-design/icons';
import { Empty, Flex } from 'antd';
import type { ListingCard } from '@homebid/shared/schemas/listing';
import { useOpenChat } from '../../chat/api/use-open-chat';
import type { ListingSearchParams } from '@homebid/shared/api-paths';
import { useListingSearch } from '../api/search-listings';
import { Result } from '../../../components/lazy-result';
import { LinkButton } from '../../../components/link-button';
import { useReportDialog } from '../../../components/use-report-dialog';
import { FirstScreenDone } from '../../../lib/first-screen';
import { canReport } from '../../../lib/report-target';
import { useViewer } from '../lib/use-viewer';
import { CardGrid, CardGridSkeleton, EAGER_CARDS } from './card-grid';
import { CardMenu } from './card-menu';
import { useListingDialogs } from './listing-dialogs';
import { LoadMore } from './load-more';
import { PostCard } from './post-card';

/** antd's link button size along a card's bottom */
const ACTION_PADDING = { padding: '4px 15px' };

/**
 * A listing-page card: View Details, and Chat unless it is one's own post or one is a home owner; its menu shares
 * the post and reports it (not one's own).
 */
function ListingPostCard({ card, eager }: { card: ListingCard; eager: boolean }) {
  const dialogs = useListingDialogs();
  const viewer = useViewer();
  const openChat = useOpenChat();
  const report = useReportDialog();
  const menuItems = [{ key: 'share', label: 'Share Post' }, ...(canReport(viewer.id, card.poster.id) ? [{ key: 'report', label: 'Report' }] : [])];
  const onMenu = (key: string) => {
    if (key === 'share') dialogs.openShare({ shareCode: card.shareCode, title: card.title });
    if (key === 'report') report.openReport({ type: 'listing', id: card.id, name: `“${card.title}”` });
  };
  const canChat = !viewer.isHomeOwner && viewer.id !== null && viewer.id !== card.poster.id;
  const actions = [
    <LinkButton key="details" style={ACTION_PADDING} onClick={() => dialogs.openDetails(card.id)}>
      View Details
    </LinkButton>,
  ];
  if (canChat) {
    actions.push(
      <LinkButton key="chat" style={ACTION_PADDING} icon={<MessageOutlined />} onClick={() => openChat({ id: card.poster.id, name: card.poster.name })}>
        Chat
      </LinkButton>,
    );
  }
  return (
    <>
      <PostCard card={card} extra={<CardMenu items={menuItems} onClick={onMenu} />} actions={actions} eager={eager} />
      {report.dialog}
    </>
  );
}

/** Open listings for the filters, newest first, 20 at a time. */
export function ListingResults({ params }: { params: ListingSearchParams }) {
  const query = useListingSearch(params);
  const { data, isPending, isError, error } = query;

  if (isPending) return <CardGridSkeleton />;
  // lazy: Result's module carries its 404/403/500 pictures, which a search that works never needs
  // (a later page that fails keeps the cards shown: LoadMore says why and offers another try)
  if (isError && !data) return <Result status="error" title="Error" subTitle={error.message} />;
  const cards = data.pages.flatMap((page) => page.items);
  if (cards.length === 0) {
    return (
      <>
        <FirstScreenDone />
        <Empty description="No open projects match your search." style={{ padding: 48 }} data-testid="listing-empty" />
      </>
    );
  }
  return (
    <Flex vertical gap={16}>
      <CardGrid items={cards} render={(card, index) => <ListingPostCard card={card} eager={index < EAGER_CARDS} />} />
      <LoadMore query={query} endText="You have seen every open project." />
    </Flex>
  );
}
