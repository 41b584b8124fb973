import { useQuery } from '../../../lib/query';
import type { OperatorOverview } from '@homebid/shared/schemas/operator';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

/** The overview's figures and its 30 days of sign-ups, new listings and money moved. */
export const getOperatorOverview = () => apiFetch<OperatorOverview>('/admin/overview');

export const useOperatorOverview = () => useQuery({ queryKey: [...ADMIN_KEY, 'overview'], queryFn: getOperatorOverview, staleTime: 30_000 });
