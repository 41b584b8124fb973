import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { ReportState } from '@homebid/shared/constants/moderation';
import type { AdminReportPage } from '@homebid/shared/schemas/moderation';
import { webPath } from '@homebid/shared/web-paths';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

export interface AdminReportsParams {
  state: ReportState;
  page: number;
  pageSize: number;
}

/** The reports queue: open reports oldest first (first come, first handled), or handled ones, newest decision first. */
export const getAdminReports = (params: AdminReportsParams) => apiFetch<AdminReportPage>(webPath('/admin/reports', { ...params }));

export const useAdminReports = (params: AdminReportsParams) =>
  // the page shown stays while the next one loads, so the pager does not jump
  useQuery({ queryKey: [...ADMIN_KEY, 'reports', params], queryFn: () => getAdminReports(params), placeholderData: keepPreviousData });
