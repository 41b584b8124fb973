import { useQuery } from '../../../lib/query';
import type { AdminDisputeDetail } from '@homebid/shared/schemas/support-desk';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

/** A dispute as HomeBid sees it: both sides' accounts, statements, evidence and the timeline. */
export const getAdminDispute = (disputeId: string) => apiFetch<AdminDisputeDetail>(`/admin/disputes/${encodeURIComponent(disputeId)}`);

export const useAdminDispute = (disputeId: string) =>
  // a dispute that does not exist (404) is an answer to show, not a failure to retry
  useQuery({ queryKey: [...ADMIN_KEY, 'dispute', disputeId], queryFn: () => getAdminDispute(disputeId), retry: false });
