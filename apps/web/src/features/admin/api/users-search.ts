import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { OperatorUserPage } from '@homebid/shared/schemas/operator';
import { webPath } from '@homebid/shared/web-paths';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

export interface OperatorUsersParams {
  /** Part of a name or e-mail, or digits of a phone number; empty: everyone, newest first. */
  q: string;
  page: number;
  pageSize: number;
}

export const searchOperatorUsers = ({ q, page, pageSize }: OperatorUsersParams) =>
  apiFetch<OperatorUserPage>(webPath('/admin/users', { q: q.trim() || undefined, page, pageSize }));

/** A page of users; `enabled` false waits (the audit log's actor picker searches only once something is typed). */
export const useOperatorUsers = (params: OperatorUsersParams, enabled = true) =>
  useQuery({ queryKey: [...ADMIN_KEY, 'users', params], queryFn: () => searchOperatorUsers(params), placeholderData: keepPreviousData, enabled });
