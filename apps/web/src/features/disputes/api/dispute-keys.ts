import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { invalidateRoots } from '../../../lib/queries/query-roots';

/** '/disputes/<id>/<action>' under /api. */
export const disputePath = (disputeId: string, action: string) => `/disputes/${encodeURIComponent(disputeId)}/${action}`;

/**
 * A dispute changed: refresh the contract's escrow (which carries its disputes, milestone-payments'
 * `paymentKeys.escrow`) and the contract figures of both pages. The same roots as milestone-payments'
 * `invalidatePayments`, named here by their roots rather than imported: the Payments card renders this feature, so
 * importing back would make a ring between the two features.
 */
export const refreshAfterDisputeChange = (client: QueryClient) => invalidateRoots(client, ['milestonePayments', 'bids', 'contracts']);

/**
 * For a dialog whose steps must not refresh the card under it while it is open: the refresh that moves a milestone
 * from 'Open Dispute' to its dispute would unmount the 'Open Dispute' dialog in the middle of its uploads. Call the
 * returned function after each step that went through: the escrow is refreshed once, when the dialog closes (or at
 * once for a step that ends after the dialog was closed).
 */
export function useRefreshWhenClosed() {
  const client = useQueryClient();
  const dialog = useRef({ hasChanged: false, isClosed: false });
  useEffect(() => {
    const state = dialog.current;
    state.isClosed = false;
    return () => {
      state.isClosed = true;
      if (state.hasChanged) void refreshAfterDisputeChange(client);
    };
  }, [client]);
  return useCallback(() => {
    if (dialog.current.isClosed) void refreshAfterDisputeChange(client);
    else dialog.current.hasChanged = true;
  }, [client]);
}
