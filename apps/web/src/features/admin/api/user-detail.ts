import { useQuery } from '../../../lib/query';
import type { OperatorUserDetail } from '@homebid/shared/schemas/operator';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

/** A user's page: profile, role, suspension, certificates, listings, bids, contracts, payments, tickets, reports, sessions, audit. */
export const getOperatorUser = (userId: string) => apiFetch<OperatorUserDetail>(`/admin/users/${encodeURIComponent(userId)}`);

export const useOperatorUser = (userId: string) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'user', userId],
    queryFn: () => getOperatorUser(userId),
    // a user who does not exist (404) is an answer to show, not a failure to retry
    retry: false,
  });
