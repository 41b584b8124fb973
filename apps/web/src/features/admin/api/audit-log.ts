import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { AuditPage } from '@homebid/shared/schemas/admin';
import { webPath } from '@homebid/shared/web-paths';
import { apiFetch } from '../../../lib/api';
import { auditFilterQuery, type AuditFilters } from '../lib/audit-words';
import { ADMIN_KEY } from './admin-keys';

export interface AuditLogParams {
  filters: AuditFilters;
  page: number;
  pageSize: number;
}

/** A page of the audit log, newest first, with the filters that are set. */
export const getAuditLog = ({ filters, page, pageSize }: AuditLogParams) => apiFetch<AuditPage>(webPath('/admin/audit', { ...auditFilterQuery(filters), page, pageSize }));

export const useAuditLog = (params: AuditLogParams) =>
  useQuery({ queryKey: [...ADMIN_KEY, 'audit', params], queryFn: () => getAuditLog(params), placeholderData: keepPreviousData });
