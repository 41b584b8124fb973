import { Button, Flex } from 'antd';
import { Suspense, useState } from 'react';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { DisputeSide } from '@homebid/shared/domain/dispute';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { useToasts } from '../../../components/toasts/toasts';
import { lazyNamed } from '../../../lib/lazy-named';
import { useAcceptSplit } from '../api/accept-split';
import { useAskHomeBid } from '../api/ask-homebid';
import { disputeActionsFor } from '../lib/dispute-actions';
import { splitText } from '../lib/dispute-words';

// the forms are fetched when one is opened
const RespondModal = lazyNamed(() => import('./respond-modal'), 'RespondModal');
const AddEvidenceModal = lazyNamed(() => import('./add-evidence-modal'), 'AddEvidenceModal');
const ProposeSplitModal = lazyNamed(() => import('./propose-split-modal'), 'ProposeSplitModal');

type Dialog = 'respond' | 'evidence' | 'propose';

/**
 * What the viewer's side can do with the dispute now. Accepting a split and asking HomeBid ask first. A dialog stays
 * open after the action it offers is gone (a response sent moves the dispute on), until it closes itself.
 */
export function DisputeActions({ dispute, side }: { dispute: DisputeView; side: DisputeSide }) {
  const { message, modal } = useToasts();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const accept = useAcceptSplit();
  const ask = useAskHomeBid();
  const can = disputeActionsFor(dispute);
  const about = `the dispute over milestone ${dispute.milestonePosition}`;
  const close = () => setDialog(null);

  const onAccept = (releaseCents: number) =>
    modal.confirm({
      title: 'Accept this split?',
      content: `${splitText(releaseCents, dispute.amountCents)}. This settles the dispute at once and cannot be undone.`,
      okText: DISPUTE_MSG.acceptSplit,
      cancelText: 'Cancel',
      // the amount seen here goes with the request: a proposal changed meanwhile is refused, and the refresh shows it
      onOk: () =>
        accept.mutateAsync({ disputeId: dispute.id, input: { releaseCents } }).then(
          () => void message.success(DISPUTE_MSG.accepted),
          (error: Error) => void message.error(error.message),
        ),
    });

  const onAsk = () =>
    modal.confirm({
      title: `${DISPUTE_MSG.askHomeBid}?`,
      content: 'HomeBid will look at both sides’ accounts and evidence, then release the money, refund it or split it. Its decision settles the dispute.',
      okText: DISPUTE_MSG.askHomeBid,
      cancelText: 'Cancel',
      onOk: () =>
        ask.mutateAsync(dispute.id).then(
          () => void message.success(DISPUTE_MSG.askedHomeBid),
          (error: Error) => void message.error(error.message),
        ),
    });

  const hasAny = can.respond || can.addEvidence || can.proposeSplit || can.acceptSplit || can.askHomeBid;
  return (
    <>
      {hasAny && (
        <Flex wrap gap={8} data-testid="dispute-actions">
          {can.respond && (
            <Button type="primary" onClick={() => setDialog('respond')} aria-label={`${DISPUTE_MSG.respond} to ${about}`}>
              {DISPUTE_MSG.respond}
            </Button>
          )}
          {can.acceptSplit && dispute.proposal && (
            <Button type="primary" loading={accept.isPending} onClick={() => onAccept(dispute.proposal!.releaseCents)} aria-label={`${DISPUTE_MSG.acceptSplit} of ${about}`}>
              {DISPUTE_MSG.acceptSplit}
            </Button>
          )}
          {can.addEvidence && (
            <Button onClick={() => setDialog('evidence')} aria-label={`${DISPUTE_MSG.addEvidence} to ${about}`}>
              {DISPUTE_MSG.addEvidence}
            </Button>
          )}
          {can.proposeSplit && (
            <Button onClick={() => setDialog('propose')} aria-label={`${DISPUTE_MSG.proposeSplit} in ${about}`}>
              {DISPUTE_MSG.proposeSplit}
            </Button>
          )}
          {can.askHomeBid && (
            <Button loading={ask.isPending} onClick={onAsk} aria-label={`${DISPUTE_MSG.askHomeBid} ${about}`}>
              {DISPUTE_MSG.askHomeBid}
            </Button>
          )}
        </Flex>
      )}
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'respond' && <RespondModal dispute={dispute} side={side} onClose={close} />}
          {dialog === 'evidence' && <AddEvidenceModal dispute={dispute} side={side} onClose={close} />}
          {dialog === 'propose' && <ProposeSplitModal dispute={dispute} onClose={close} />}
        </Suspense>
      )}
    </>
  );
}
