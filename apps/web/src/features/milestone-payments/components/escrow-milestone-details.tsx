import type { CSSProperties } from 'react';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { FINAL_STATES } from '@homebid/shared/domain/escrow';
import type { EscrowMilestone } from '@homebid/shared/schemas/escrow';
import { formatCents } from '@homebid/shared/money';
import { PlainText } from '../../../components/plain-text';
import { formatContractDateTime } from '../../../lib/dates';

// notes are the users' own text: keep their line breaks and wrap long words rather than widen a phone's page
const NOTE_STYLE: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

const money = (cents: number) => formatCents(cents, { hideZeroCents: true });

/**
 * The escrow lines under a milestone: when and how it was funded, the auto-release date while it waits for
 * review, the bidder's note with the submission, the poster's change request, and where the money went.
 */
export function EscrowMilestoneDetails({ milestone }: { milestone: EscrowMilestone }) {
  const isFinal = FINAL_STATES.includes(milestone.state);
  return (
    <>
      {milestone.fundedAt && !isFinal && (
        <PlainText secondary>
          Funded {formatContractDateTime(milestone.fundedAt)}
          {milestone.method === 'ach' ? ' by bank transfer' : milestone.method === 'card' ? ' by card' : ''}
        </PlainText>
      )}
      {milestone.state === 'submitted' && milestone.autoReleaseAt && (
        <PlainText data-testid="escrow-auto-release">
          {ESCROW_MSG.autoReleaseOn} {formatContractDateTime(milestone.autoReleaseAt)}
        </PlainText>
      )}
      {/* the note of the last submission; once changes are asked for it is the old one */}
      {milestone.submitNote && !isFinal && milestone.state !== 'changes_requested' && (
        <PlainText style={NOTE_STYLE} data-testid="escrow-submit-note">
          <PlainText secondary>Note from the bidder: </PlainText>
          {milestone.submitNote}
        </PlainText>
      )}
      {milestone.changesNote && !isFinal && (
        <PlainText style={NOTE_STYLE} data-testid="escrow-changes-note">
          <PlainText secondary>Changes asked for by the poster: </PlainText>
          {milestone.changesNote}
        </PlainText>
      )}
      {milestone.releasedCents > 0 && <PlainText secondary>Released to the seller: {money(milestone.releasedCents)}</PlainText>}
      {milestone.refundedCents > 0 && <PlainText secondary>Refunded to the poster: {money(milestone.refundedCents)}</PlainText>}
    </>
  );
}
