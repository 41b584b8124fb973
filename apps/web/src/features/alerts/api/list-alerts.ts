import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { AlertPage } from '@homebid/shared/schemas/alert';
import { alertsPagePath } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';
import { alertKeys } from './alert-keys';

export const listAlerts = (page: number, pageSize: number) => apiFetch<AlertPage>(alertsPagePath(page, pageSize));

/** One server page of the user's alerts, newest first; the previous page stays shown while the next loads. */
export const useAlerts = (page: number, pageSize: number) =>
  useQuery({ queryKey: alertKeys.page(page, pageSize), queryFn: () => listAlerts(page, pageSize), placeholderData: keepPreviousData });
