import { Tag } from 'antd';
import { DISPUTE_STATE_LABELS, type DisputeState } from '@homebid/shared/domain/dispute';
import { EVENT_LABELS } from '../../disputes/lib/dispute-words';

// each legible on both themes' backgrounds (antd's purple is not on the dark one, its 'warning' not on the light one)
const STATE_COLOURS: Record<DisputeState, string> = { awaiting_response: 'gold', negotiating: 'blue', with_homebid: 'orange', settled: 'green' };

/** A dispute's state; one that a side handed to HomeBid says so ('Asked HomeBid to decide'): the queue's reason to act. */
export function DisputeStateTag({ state }: { state: DisputeState }) {
  return (
    <Tag color={STATE_COLOURS[state]} style={{ marginInlineEnd: 0 }} data-testid="dispute-state">
      {state === 'with_homebid' ? EVENT_LABELS.asked_homebid : DISPUTE_STATE_LABELS[state]}
    </Tag>
  );
}
