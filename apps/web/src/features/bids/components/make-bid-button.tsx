import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { canTakeBidAction } from '@homebid/shared/domain/bid-state';
import { BID_MSG } from '@homebid/shared/constants/bid';
import type { ListingStatus, ListingType } from '@homebid/shared/schemas/listing';
import { WEB_PATHS, bidderContractPath } from '@homebid/shared/web-paths';
import { useListing } from '../../../lib/queries/listing-detail';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { useMyBids } from '../api/list-my-bids';
import { useToasts } from '../../../components/toasts/toasts';

// the form (date pickers, uploads, milestones) loads on first use, not with every page of post cards
const BidFormModal = lazy(() => import('./bid-form-modal').then((m) => ({ default: m.BidFormModal })));
// so does the project-type question (antd Form, Radio and Modal would otherwise come with every post card)
const ProjectTypeModal = lazy(() => import('./project-type-modal').then((m) => ({ default: m.ProjectTypeModal })));

interface MakeBidButtonProps {
  listingId: string;
  posterId: string;
  listingType: ListingType;
  status: ListingStatus;
  block?: boolean;
}

type Step = { name: 'closed' } | { name: 'type' } | { name: 'form'; bidId: string | null; isIndividualBid: boolean | null };

/** Asks for the project type only when the materials post has items (the listing is loaded on click). */
function useStartNewBid(listingId: string, listingType: ListingType, setStep: (step: Step) => void) {
  const [isChecking, setChecking] = useState(false);
  const listing = useListing(isChecking ? listingId : null);
  const itemCount = listing.data?.items.length;
  useEffect(() => {
    if (!isChecking || itemCount === undefined) return;
    setChecking(false);
    setStep(itemCount > 0 ? { name: 'type' } : { name: 'form', bidId: null, isIndividualBid: null });
  }, [isChecking, itemCount, setStep]);
  const start = () => (listingType === 'material_supply' ? setChecking(true) : setStep({ name: 'form', bidId: null, isIndividualBid: null }));
  return { start, isChecking: isChecking && listing.isPending };
}

/**
 * 'Make a Bid' on a post card or in its details; a bid-details control ('Update Bid' while the bid may change,
 * else 'View Bid') replaces it once the user has bid. Hidden for home owners and on one's own posts.
 */
export function MakeBidButton({ listingId, posterId, listingType, status, block }: MakeBidButtonProps) {
  const navigate = useNavigate();
  const { message } = useToasts();
  const { data: me } = useMyProfile();
  const canBid = Boolean(me && me.userType !== 'home_owner' && me.id !== posterId);
  const myBids = useMyBids(canBid);
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const newBid = useStartNewBid(listingId, listingType, setStep);
  if (!canBid || myBids.isPending) return null;

  const existing = myBids.data?.items.find((bid) => bid.listing.id === listingId);
  const close = () => setStep({ name: 'closed' });
  const dialogs = (
    <>
      {step.name === 'type' && (
        <Suspense fallback={null}>
          <ProjectTypeModal onClose={close} onChoose={(isIndividualBid) => setStep({ name: 'form', bidId: null, isIndividualBid })} />
        </Suspense>
      )}
      {step.name === 'form' && (
        <Suspense fallback={null}>
          <BidFormModal listingId={listingId} bidId={step.bidId} isIndividualBid={step.isIndividualBid} onClose={close} />
        </Suspense>
      )}
    </>
  );

  if (existing) {
    const canUpdate = canTakeBidAction('update', 'bidder', existing.status);
    const view = () =>
      navigate(existing.contractId ? bidderContractPath(existing.id) : WEB_PATHS.myBids);
    return (
      <>
        <Button block={block} data-testid="bid-details" onClick={canUpdate ? () => setStep({ name: 'form', bidId: existing.id, isIndividualBid: null }) : view}>
          {canUpdate ? 'Update Bid' : 'View Bid'}
        </Button>
        {dialogs}
      </>
    );
  }
  if (status !== 'open') return null;
  return (
    <>
      <Button
        type="primary"
        block={block}
        loading={newBid.isChecking}
        onClick={() => (me?.userType ? newBid.start() : void message.info(BID_MSG.userTypeRequired))}
      >
        Make a Bid
      </Button>
      {dialogs}
    </>
  );
}
