import { Tag } from 'antd';
import type { EscrowState } from '@homebid/shared/domain/escrow';
import type { EscrowMilestone } from '@homebid/shared/schemas/escrow';

const STATE_COLOR: Record<EscrowState, string> = {
  unfunded: 'default',
  funding: 'processing',
  funded: 'cyan',
  submitted: 'gold',
  changes_requested: 'orange',
  disputed: 'red',
  releasing: 'processing',
  refunding: 'processing',
  settling: 'processing',
  released: 'success',
  refunded: 'purple',
  split: 'purple',
};

/** A milestone's escrow state in the server's words ('Release failed, retrying' while a payout waits for its retry). */
export function EscrowStateTag({ milestone }: { milestone: Pick<EscrowMilestone, 'state' | 'label' | 'payoutProblem'> }) {
  return (
    <Tag color={milestone.payoutProblem ? 'error' : STATE_COLOR[milestone.state]} data-testid="milestone-escrow-state">
      {milestone.label}
    </Tag>
  );
}
