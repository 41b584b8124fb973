import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { canMarkMilestoneDone } from '@homebid/shared/domain/contract-end';
import type { BidMilestone } from '@homebid/shared/schemas/bid';
import { MILESTONE_WORK_MSG } from '@homebid/shared/constants/contract-end';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { lazyNamed } from '../../../lib/lazy-named';
import { PlainText } from '../../../components/plain-text';

// the photo upload form is fetched when it opens
const MarkDoneModal = lazyNamed(() => import('./mark-done-modal'), 'MarkDoneModal');
// antd's Image (with its full-screen preview) only where a milestone has a photo
const Image = lazy(() => import('antd/es/image'));

/**
 * Under a contract milestone: the bidder's 'Marked as done' mark and photo, which both sides see, and for the
 * bidder 'Mark as Done' (or 'Change Photo' once marked) until the milestone is paid.
 */
export function MilestoneWork({ contract, milestone }: { contract: ContractDetail; milestone: BidMilestone }) {
  const [open, setOpen] = useState(false);
  const photo = contract.milestonePhotos.find((p) => p.position === milestone.position);
  const canMark = contract.viewerRole === 'bidder' && canMarkMilestoneDone(contract, milestone);
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
        <Button size="small" onClick={() => setOpen(true)} aria-label={`${milestone.bidderCompleted ? 'Change Photo' : MILESTONE_WORK_MSG.markDone} for milestone ${milestone.position}`}>
          {milestone.bidderCompleted ? 'Change Photo' : MILESTONE_WORK_MSG.markDone}
        </Button>
      )}
      {canMark && open && (
        <Suspense fallback={null}>
          <MarkDoneModal contractId={contract.id} position={milestone.position} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
