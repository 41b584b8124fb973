import { USER_TYPE_LABELS, type UserType } from '@homebid/shared/constants';
import { ADMIN_MSG, ROLE_LABELS, USER_ROLES, type UserRole } from '@homebid/shared/constants/admin';
import { MODERATION_MSG } from '@homebid/shared/constants/moderation';
import type { OperatorUserDetail, UserSuspension } from '@homebid/shared/schemas/operator';
import { formatContractDateTime } from '../../../lib/dates';

type ContractRow = OperatorUserDetail['contracts']['items'][number];

/** 'Suspended indefinitely' or 'Suspended until 04 Jul, 2026 12:00 am' (the browser's time). */
export function suspensionText(suspension: Pick<UserSuspension, 'until'>): string {
  return suspension.until ? `Suspended until ${formatContractDateTime(suspension.until)}` : 'Suspended indefinitely';
}

/** A profile type in the product's words; none chosen yet (a sign-up not finished) says so. */
export function userTypeText(userType: string | null): string {
  if (!userType) return 'Not chosen yet';
  return USER_TYPE_LABELS[userType as UserType] ?? userType;
}

/**
 * Whether the signed-in operator may change this user's role, and why not: only an admin changes roles, and never
 * their own (the server refuses both anyway; the page says so before the operator tries).
 */
export function roleChangeRefusal(operator: { id: string; isAdmin: boolean }, userId: string): string | null {
  if (!operator.isAdmin) return ADMIN_MSG.adminOnly;
  if (operator.id === userId) return ADMIN_MSG.ownRole;
  return null;
}

/** Suspend and unsuspend: an admin's, and nobody suspends themselves. */
export function suspensionRefusal(operator: { id: string; isAdmin: boolean }, userId: string): string | null {
  if (!operator.isAdmin) return ADMIN_MSG.adminOnly;
  if (operator.id === userId) return MODERATION_MSG.suspendSelf;
  return null;
}

/** The roles a user may be given, as the role picker lists them (the current one included, marked). */
export const roleOptions = (current: UserRole) =>
  USER_ROLES.map((role) => ({ value: role, label: role === current ? `${ROLE_LABELS[role]} (now)` : ROLE_LABELS[role] }));

/** The day after `now` as 'YYYY-MM-DD' in the browser's zone: the first end a suspension may have. */
export function dayAfter(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * What a suspension until a day means, said in the dialog: the API ends it as that day begins in UTC, so the operator
 * reads the moment in their own time rather than guessing.
 */
export function suspendUntilText(day: string): string {
  const end = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(end.getTime())) return '';
  return `The suspension ends on ${formatContractDateTime(end.toISOString())} (your time).`;
}

const BID_STATUS_LABELS: Record<string, string> = {
  submitted: 'Submitted',
  declined: 'Declined',
  contract_created: 'Contract offered',
  contract_started: 'Hired',
  end_by_poster: 'Ended by the poster',
};

export const bidStatusText = (status: string) => BID_STATUS_LABELS[status] ?? status;

/** A contract in one word: an offer not accepted yet, ongoing, or closed. */
export function contractStateText(contract: Pick<ContractRow, 'status' | 'bidderAccepted'>): string {
  if (contract.status === 'closed') return 'Closed';
  return contract.bidderAccepted === 'offer_sent' ? 'Offer sent' : 'Ongoing';
}

export const CONTRACT_SIDE_LABELS: Record<ContractRow['side'], string> = { poster: 'Poster', bidder: 'Seller' };

/** A section's count in a tab's name and the note under a list cut at the newest rows. */
export function sectionCountNote(shown: number, total: number): string | null {
  return total > shown ? `The newest ${shown} of ${total}.` : null;
}

/** The search of the users list as the address keeps it (a reload or a link shows the same list). */
export interface UserSearch {
  q: string;
  page: number;
}

export function readUserSearch(params: URLSearchParams): UserSearch {
  return { q: params.get('q')?.trim() ?? '', page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) };
}

export function userSearchQuery(search: UserSearch): URLSearchParams {
  const query = new URLSearchParams();
  if (search.q.trim()) query.set('q', search.q.trim());
  if (search.page > 1) query.set('page', String(search.page));
  return query;
}
