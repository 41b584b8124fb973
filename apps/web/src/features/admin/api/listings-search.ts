import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { AdminListingPage } from '@homebid/shared/schemas/moderation';
import { webPath } from '@homebid/shared/web-paths';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

export interface AdminListingsParams {
  /** Part of a title, an owner's name or e-mail; empty: every listing. */
  q: string;
  /** true: hidden by HomeBid only; false: visible only; undefined: both. */
  hidden: boolean | undefined;
  page: number;
  pageSize: number;
}

export const searchAdminListings = ({ q, hidden, page, pageSize }: AdminListingsParams) =>
  apiFetch<AdminListingPage>(webPath('/admin/listings', { q: q.trim() || undefined, hidden: hidden === undefined ? undefined : String(hidden), page, pageSize }));

export const useAdminListings = (params: AdminListingsParams) =>
  useQuery({ queryKey: [...ADMIN_KEY, 'listings', params], queryFn: () => searchAdminListings(params), placeholderData: keepPreviousData });
