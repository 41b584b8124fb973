import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { DeskStatus, DeskTicketPage } from '@homebid/shared/schemas/support-desk';
import { webPath } from '@homebid/shared/web-paths';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

export interface DeskQueueParams {
  /** Undefined: every status. */
  status: DeskStatus | undefined;
  /** Only the tickets assigned to the signed-in operator. */
  isMine: boolean;
  /** Part of the subject, the user's name or e-mail, or a ticket number; empty: no search. */
  q: string;
  page: number;
  pageSize: number;
}

/** The support queue, newest ticket first; `desk` says whether tickets are answered here or in Zendesk. */
export const getDeskTickets = ({ status, isMine, q, page, pageSize }: DeskQueueParams) =>
  apiFetch<DeskTicketPage>(webPath('/admin/tickets', { status, assignee: isMine ? 'me' : undefined, q: q.trim() || undefined, page, pageSize }));

export const useDeskTickets = (params: DeskQueueParams) =>
  // the page shown stays while the next one loads, so the table does not jump
  useQuery({ queryKey: [...ADMIN_KEY, 'tickets', params], queryFn: () => getDeskTickets(params), placeholderData: keepPreviousData });
