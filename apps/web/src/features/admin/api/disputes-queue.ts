import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { AdminDisputeFilter, AdminDisputePage } from '@homebid/shared/schemas/support-desk';
import { webPath } from '@homebid/shared/web-paths';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

export interface AdminDisputesParams {
  state: AdminDisputeFilter;
  page: number;
  pageSize: number;
}

/** The disputes queue: open ones by response deadline (nearest first), or settled ones (latest first). */
export const getAdminDisputes = (params: AdminDisputesParams) => apiFetch<AdminDisputePage>(webPath('/admin/disputes', { ...params }));

export const useAdminDisputes = (params: AdminDisputesParams) =>
  useQuery({ queryKey: [...ADMIN_KEY, 'disputes', params], queryFn: () => getAdminDisputes(params), placeholderData: keepPreviousData });
