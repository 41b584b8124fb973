import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { canMarkMilestoneDone } from '@homebid/shared/domain/contract-end';
import type { EscrowState } from '@homebid/shared/domain/escrow';
import type { BidMilestone } from '@homebid/shared/schemas/bid';
import { MILESTONE_WORK_MSG } from '@homebid/shared/constants/contract-end';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { useContractEscrow } from '../../milestone-payments/api/get-contract-escrow';
import { lazyNamed } from '../../../lib/lazy-named';
import { PlainText } from '../../../components/plain-text';

// the photo upload form is fetched when it opens
const MarkDoneModal = lazyNamed(() => import('./mark-done-modal'), 'MarkDoneModal');
// antd's Image (with its full-screen preview) only where a milestone has a photo
const Image = lazy(() => import('antd/es/image'));

/**
 * Escrow states in which the bidder may mark the work done: not funded (the direct-payment flow), or funded and
 * waiting for work (funded, changes requested), where marking it done submits it for review. A submitted, disputed,
 * paid-out or refunded milestone waits for the poster, the dispute or nothing.
 */
const MARKABLE: readonly EscrowState[] = ['unfunded', 'funding', 'funded', 'changes_requested'];
const SUBMITS_FOR_REVIEW: readonly EscrowState[] = ['funded', 'changes_requested'];

/**
 * Under a contract milestone: the bidder's 'Marked as done' mark and photo, which both sides see, and for the
 * bidder 'Mark as Done' (or 'Change Photo' once marked) until the milestone is paid. On a funded milestone (escrow)
 * 'Mark as Done' submits it for review, again after the poster asked for changes.
 */
export function MilestoneWork({ contract, milestone }: { contract: ContractDetail; milestone: BidMilestone }) {
  const [open, setOpen] = useState(false);
  const escrow = useContractEscrow(contract).data;
  // escrow off (or not readable): the direct-payment flow as before
  const escrowState = escrow?.enabled ? (escrow.milestones.find((m) => m.position === milestone.position)?.state ?? 'unfunded') : null;
  const photo = contract.milestonePhotos.find((p) => p.position === milestone.position);
  const canMark = contract.viewerRole === 'bidder' && canMarkMilestoneDone(contract, milestone) && (escrowState === null || MARKABLE.includes(escrowState));
  const submitsForReview = escrowState !== null && SUBMITS_FOR_REVIEW.includes(escrowState);
  const markLabel = milestone.bidderCompleted && !submitsForReview ? 'Change Photo' : MILESTONE_WORK_MSG.markDone;
  if (!milestone.bidderCompleted && !photo && !canMark) return null;
  return (
    <Flex gap={12} align="center" wrap style={{ marginTop: 8 }} data-testid="milestone-work">
      {milestone.bidderCompleted && (
        <Tag color="blue" icon={<CheckOutlined />}>
          {MILESTONE_WORK_MSG.markedTag}
        </Tag>
      )}
      {photo && (
        <Flex align="center" gap={8}>
          <Suspense fallback={<div style={{ width: 72, height: 72 }} />}>
            <Image width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} src={photo.imageUrl} alt={MILESTONE_WORK_MSG.photoAlt(milestone.position)} />
          </Suspense>
          <PlainText secondary>{photo.imageName}</PlainText>
        </Flex>
      )}
      {canMark && (
        <Button size="small" onClick={() => setOpen(true)} aria-label={`${markLabel} for milestone ${milestone.position}`}>
          {markLabel}
        </Button>
      )}
      {canMark && open && (
        <Suspense fallback={null}>
          <MarkDoneModal contractId={contract.id} position={milestone.position} open submitsForReview={submitsForReview} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
