import { canMoveDispute } from '@homebid/shared/domain/dispute';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { evidenceRoomOf } from './evidence-files';

export interface DisputeActions {
  respond: boolean;
  addEvidence: boolean;
  proposeSplit: boolean;
  acceptSplit: boolean;
  askHomeBid: boolean;
}

const NONE: DisputeActions = { respond: false, addEvidence: false, proposeSplit: false, acceptSplit: false, askHomeBid: false };

/**
 * What the viewer's side may do now, by the shared state machine (the server checks again under its lock): the
 * side that did not open responds while a response is awaited; either side adds evidence (while it has room),
 * proposes a split or asks HomeBid; only the side that did not make the open proposal accepts it.
 */
export function disputeActionsFor(dispute: Pick<DisputeView, 'state' | 'openedBy' | 'viewerSide' | 'proposal' | 'events'>): DisputeActions {
  const side = dispute.viewerSide;
  if (side === 'homebid' || dispute.state === 'settled') return NONE;
  return {
    respond: side !== dispute.openedBy && canMoveDispute(dispute.state, 'respond'),
    addEvidence: evidenceRoomOf(dispute, side) > 0,
    proposeSplit: canMoveDispute(dispute.state, 'propose'),
    acceptSplit: dispute.proposal !== null && dispute.proposal.by !== side && canMoveDispute(dispute.state, 'accept'),
    askHomeBid: canMoveDispute(dispute.state, 'ask_homebid'),
  };
}
