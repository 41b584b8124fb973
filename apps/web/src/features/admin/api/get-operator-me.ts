import { useQuery } from '../../../lib/query';
import type { OperatorMe } from '@homebid/shared/schemas/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

export const getOperatorMe = () => apiFetch<OperatorMe>('/admin/me');

/** The signed-in operator and their role; a 403 (not HomeBid's staff) is an answer, not a failure to retry. */
export const useOperatorMe = () => useQuery({ queryKey: [...ADMIN_KEY, 'me'], queryFn: getOperatorMe, retry: false, staleTime: 60_000 });
