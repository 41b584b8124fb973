import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { formatCents } from '@homebid/shared/money';
import type { MilestoneAction } from '../lib/milestone-actions';
import { useRefundMilestone } from '../api/refund-milestone';
import { useReleaseMilestone } from '../api/release-milestone';
import { OpenDisputeButton } from '../../disputes/components/open-dispute-button';
import { lazyNamed } from '../../../lib/lazy-named';
import { useToasts } from '../../../components/toasts/toasts';

// fetched when the poster asks for changes (the dispute button fetches its own dialog the same way)
const RequestChangesModal = lazyNamed(() => import('./request-changes-modal'), 'RequestChangesModal');

interface EscrowActionsProps {
  contractId: string;
  position: number;
  /** The money held for the milestone, which a release or refund moves. */
  amountCents: number;
  actions: MilestoneAction[];
}

/**
 * The escrow buttons of one milestone: 'Approve & Release' and 'Refund' after a confirmation, 'Request Changes'
 * with a message, 'Open Dispute'. The server's message is toasted on success; its refusal (a dispute opened
 * meanwhile, a payout already under way) is shown as it is.
 */
export function EscrowActions({ contractId, position, amountCents, actions }: EscrowActionsProps) {
  const { message, modal } = useToasts();
  const release = useReleaseMilestone();
  const refund = useRefundMilestone();
  const [isRequestingChanges, setRequestingChanges] = useState(false);
  const amount = formatCents(amountCents, { hideZeroCents: true });

  const confirm = (kind: 'release' | 'refund') =>
    modal.confirm({
      title: kind === 'release' ? ESCROW_MSG.releaseConfirmTitle : ESCROW_MSG.refundConfirmTitle,
      content: kind === 'release' ? ESCROW_MSG.releaseConfirmText(amount) : ESCROW_MSG.refundConfirmText(amount),
      okText: kind === 'release' ? ESCROW_MSG.approveAndRelease : ESCROW_MSG.refund,
      okButtonProps: kind === 'refund' ? { danger: true } : undefined,
      cancelText: 'Cancel',
      onOk: () =>
        (kind === 'release' ? release : refund).mutateAsync({ contractId, position }).then(
          (result) => void message.success(result.message),
          (error: Error) => void modal.error({ title: 'Error', content: error.message, okText: 'Ok' }),
        ),
    });

  return (
    <>
      {actions.includes('release') && (
        <Button type="primary" loading={release.isPending} onClick={() => confirm('release')}>
          {ESCROW_MSG.approveAndRelease}
        </Button>
      )}
      {actions.includes('requestChanges') && <Button onClick={() => setRequestingChanges(true)}>{ESCROW_MSG.requestChanges}</Button>}
      {actions.includes('refund') && (
        <Button danger loading={refund.isPending} onClick={() => confirm('refund')}>
          {ESCROW_MSG.refund}
        </Button>
      )}
      {actions.includes('dispute') && <OpenDisputeButton contractId={contractId} position={position} amountCents={amountCents} />}
      {isRequestingChanges && (
        <Suspense fallback={null}>
          <RequestChangesModal contractId={contractId} position={position} onClose={() => setRequestingChanges(false)} />
        </Suspense>
      )}
    </>
  );
}
