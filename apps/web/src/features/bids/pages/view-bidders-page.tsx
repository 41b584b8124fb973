import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BID_MSG } from '@homebid/shared/constants/bid';
import { BIDDER_LIST_TEXT } from '@homebid/shared/constants/badges';
import { type Bid } from '@homebid/shared/schemas/bid';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useBid } from '../api/get-bid';
import { useWithdrawContract } from '../../contracts/api/contract-actions';
import { useDeclineBid } from '../api/decline-bid';
import { useHireBid } from '../api/hire-bid';
import { useListingBids } from '../api/list-listing-bids';
import { OnceOpened } from '../../../components/once-opened';
import { lazyNamed } from '../../../lib/lazy-named';
import { PosterBidCard } from '../components/poster-bid-card';
import { useToasts } from '../../../components/toasts/toasts';
import { BidderListControls } from '../../../components/bidder-list-controls';
import { arrangeBidders, DEFAULT_ARRANGEMENT } from '../../../lib/arrange-bidders';
import { Result } from '../../../components/lazy-result';

type Dialog = { kind: 'hire' | 'withdraw' | 'decline'; bid: Bid } | null;

/** Hire, Withdraw and Decline with their dialogs; each shows the server's answer. */
const DeclineBidModal = lazyNamed(() => import('../components/decline-bid-modal'), 'DeclineBidModal');
const HireDetailsModal = lazyNamed(() => import('../components/hire-details-modal'), 'HireDetailsModal');

function useBidDecisions() {
  const { message } = useToasts();
  const [dialog, setDialog] = useState<Dialog>(null);
  const hire = useHireBid();
  const withdraw = useWithdrawContract();
  const decline = useDeclineBid();
  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      (result) => {
        void message.success(result.message);
        setDialog(null);
      },
      (error: Error) => {
        void message.error(error.message);
        throw error;
      },
    );

  const confirm = () => {
    if (!dialog) return;
    if (dialog.kind === 'hire') void report(hire.mutateAsync(dialog.bid.id)).catch(() => undefined);
    if (dialog.kind === 'withdraw' && dialog.bid.contractId) void report(withdraw.mutateAsync(dialog.bid.contractId)).catch(() => undefined);
  };

  const element =
    dialog?.kind === 'decline' ? (
      <DeclineBidModal onClose={() => setDialog(null)} onDecline={(body) => report(decline.mutateAsync({ bidId: dialog.bid.id, body }))} />
    ) : dialog ? (
      <HireDetailsModal bid={dialog.bid} action={dialog.kind} isBusy={hire.isPending || withdraw.isPending} onClose={() => setDialog(null)} onConfirm={confirm} />
    ) : null;
  return { open: setDialog, element: <OnceOpened open={!!dialog}>{element}</OnceOpened> };
}

function BidderCards({ listingId }: { listingId: string }) {
  const navigate = useNavigate();
  const { data, isPending, isError, error } = useListingBids(listingId);
  const decisions = useBidDecisions();
  const [arrangement, setArrangement] = useState(DEFAULT_ARRANGEMENT);
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (isError) return <Result status="warning" title={error.message} />;
  const shown = arrangeBidders(data.bids, arrangement, (bid) => ({ badges: bid.bidder.badges, rating: data.bidderRatings[bid.bidder.id] }));
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back to My Projects" onClick={() => navigate(WEB_PATHS.myProjects)} />
        <Flex vertical>
          <Typography.Title level={1} style={{ margin: 0 }}>
            View Bidders
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="bidders-listing-title">
            {data.listing.title}
          </Typography.Text>
        </Flex>
      </Flex>
      {data.bids.length > 0 && <BidderListControls value={arrangement} onChange={setArrangement} />}
      {shown.length === 0 ? (
        <Card>
          <Empty description={data.bids.length === 0 ? BID_MSG.noBidders : BIDDER_LIST_TEXT.noVerifiedBidders} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((bid) => (
            <Col key={bid.id} xs={24} md={12} xl={8}>
              <PosterBidCard
                bid={bid}
                rating={data.bidderRatings[bid.bidder.id]}
                onHire={() => decisions.open({ kind: 'hire', bid })}
                onWithdraw={() => decisions.open({ kind: 'withdraw', bid })}
                onDecline={() => decisions.open({ kind: 'decline', bid })}
              />
            </Col>
          ))}
        </Row>
      )}
      {decisions.element}
    </Flex>
  );
}

/** /v1/bidOfferBidID?bidOfferBidID=<bid id> (from an alert) shows the bidders of that bid's listing. */
function BiddersOfBid({ bidId }: { bidId: string }) {
  const { data, isPending, isError, error } = useBid(bidId);
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (isError) return <Result status="warning" title={error.message} />;
  return <BidderCards listingId={data.listingId} />;
}

/** View Bidders (poster): /v1/projects/bidders?listing_id= or /v1/bidOfferBidID?bidOfferBidID=. */
export default function ViewBiddersPage() {
  const [params] = useSearchParams();
  const listingId = params.get('listing_id');
  const bidId = params.get('bidOfferBidID');
  if (listingId) return <BidderCards listingId={listingId} />;
  if (bidId) return <BiddersOfBid bidId={bidId} />;
  return (
    <Card>
      <Empty description={BID_MSG.noBidders} />
    </Card>
  );
}
