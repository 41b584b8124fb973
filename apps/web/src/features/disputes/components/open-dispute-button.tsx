import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { lazyNamed } from '../../../lib/lazy-named';

const loadModal = () => import('./open-dispute-modal');
// the form, its upload area and its checks are fetched when the dialog is wanted, not with every contract page
const OpenDisputeModal = lazyNamed(loadModal, 'OpenDisputeModal');

/** 'Open Dispute' on a funded milestone, for either side; the dialog opens the dispute and uploads the evidence. */
export function OpenDisputeButton({ contractId, position, amountCents }: { contractId: string; position: number; amountCents: number }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        danger
        onClick={() => setOpen(true)}
        // start fetching the dialog as the pointer or focus arrives, so it is there by the click
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-label={`${DISPUTE_MSG.openDispute} for milestone ${position}`}
        data-testid="open-dispute"
      >
        {DISPUTE_MSG.openDispute}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <OpenDisputeModal contractId={contractId} position={position} amountCents={amountCents} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
