import { PRODUCT_NAME } from '@homebid/shared/constants';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, ROLE_LABELS, type AuditAction, type AuditActorRole, type AuditTargetType, type UserRole } from '@homebid/shared/constants/admin';
import { formatCents } from '@homebid/shared/money';
import type { AuditEntry } from '@homebid/shared/schemas/admin';
import { ADMIN_SECTIONS, adminContractMoneyPath, adminDisputePath, adminSectionPath, adminTicketPath, adminUserPath, webPath } from '@homebid/shared/web-paths';
import { formatContractDateTime } from '../../../lib/dates';

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'User',
  listing: 'Listing',
  report: 'Report',
  ticket: 'Ticket',
  dispute: 'Dispute',
  payment: 'Payment',
  certificate: 'Certificate',
};

/** The actor filter's value for what the command line and ADMIN_EMAILS did (the API's own word). */
export const SYSTEM_ACTOR = 'system';

/** Who did it: 'Olivia Operator (Admin)', 'System' for the command line, or the id of a user no longer there. */
export function actorText(actor: AuditEntry['actor']): string {
  if (actor.role === 'system' || actor.id === null) return 'System';
  return `${actor.name ?? actor.id} (${ROLE_LABELS[actor.role as Exclude<AuditActorRole, 'system'>]})`;
}

// ---------------------------------------------------------------- before / after

// codes and keys write the product's name in lower case ('with_homebid'); words always write it 'HomeBid'
const withProductName = (words: string) => words.replace(/\bhomebid\b/gi, PRODUCT_NAME);

/** 'refundedCents' -> 'Refunded', 'milestonePosition' -> 'Milestone position': a summary's key as words. */
export function keyWords(key: string): string {
  const words = withProductName(
    key
      .replace(/Cents$/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase()
      .trim(),
  );
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Summary keys whose values are codes ('with_homebid', 'suspend_user'): shown as words. */
const CODE_KEYS = new Set(['status', 'state', 'action', 'outcome']);
/** 'with_homebid' -> 'With HomeBid'. */
const codeWords = (code: string) => {
  const words = withProductName(code.replace(/_/g, ' '));
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A summary's value as words: money for a `…Cents` key, yes/no, a time in the browser's zone, a list, '—' for none. */
export function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && key.endsWith('Cents')) return formatCents(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (key === 'role' && value in ROLE_LABELS) return ROLE_LABELS[value as UserRole];
    if (CODE_KEYS.has(key) && /^[a-z]+(_[a-z]+)*$/.test(value)) return codeWords(value);
    return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? formatContractDateTime(value) : value;
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => valueWords(key, item)).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as number);
}

/**
 * The before/after summary as lines a person reads: 'Role: User → Admin' when a value changed, 'Title: Plumbing
 * licence' for a value only one side names (or that stayed). Empty when the action kept no summary.
 */
export function changeLines(before: AuditEntry['before'], after: AuditEntry['after']): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const isBefore = before !== null && key in before;
    const isAfter = after !== null && key in after;
    const then = isBefore ? valueWords(key, before[key]) : null;
    const now = isAfter ? valueWords(key, after[key]) : null;
    if (then !== null && now !== null && then !== now) return `${keyWords(key)}: ${then} → ${now}`;
    return `${keyWords(key)}: ${now ?? then}`;
  });
}

/**
 * Where the console shows an entry's target, when it can: a user's page, a ticket, a dispute, the listings search
 * by the listing's id, the contract's money for a refund (its summary keeps the contract), the certificate's owner.
 */
export function auditTargetPath(entry: Pick<AuditEntry, 'target' | 'before' | 'after'>): string | null {
  const { type, id } = entry.target;
  const named = (key: string) => {
    const value = entry.after?.[key] ?? entry.before?.[key];
    return typeof value === 'string' && value ? value : null;
  };
  if (type === 'user') return adminUserPath(id);
  if (type === 'ticket') return adminTicketPath(id);
  if (type === 'dispute') return adminDisputePath(id);
  if (type === 'listing') return adminSectionPath(ADMIN_SECTIONS.listings, { q: id });
  const contractId = named('contractId');
  if (type === 'payment' && contractId) return adminContractMoneyPath(contractId);
  const ownerId = named('userId');
  if (type === 'certificate' && ownerId) return adminUserPath(ownerId);
  return null;
}

// ---------------------------------------------------------------- filters

/** The audit log's filters as the page keeps them in its address (the API's names). */
export interface AuditFilters {
  actorId: string;
  action: AuditAction | '';
  targetType: AuditTargetType | '';
  targetId: string;
  /** 'YYYY-MM-DD', whole UTC days, `to` included. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actorId: '', action: '', targetType: '', targetId: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list as readonly (string | null)[]).includes(value) ? (value as T) : '';

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : '');
  return {
    actorId: text('actorId'),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    targetType: oneOf(AUDIT_TARGET_TYPES, params.get('targetType')),
    targetId: text('targetId'),
    from: day('from'),
    to: day('to'),
  };
}

/** The filters that are set, trimmed, as query values (the API's and the page's alike). */
export function auditFilterQuery(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters) as Array<[keyof AuditFilters, string]>) if (value.trim()) query[name] = value.trim();
  return query;
}

export const hasAuditFilters = (filters: AuditFilters) => Object.keys(auditFilterQuery(filters)).length > 0;

/** The CSV download of what the page lists: the same filters, every page (the server caps it at its newest rows). */
export const auditCsvHref = (filters: AuditFilters) => webPath('/api/admin/audit.csv', auditFilterQuery(filters));

/** The audit log filtered to one target (a user's page links to every entry about them). */
export const auditLogPathFor = (targetType: AuditTargetType, targetId: string) => adminSectionPath(ADMIN_SECTIONS.audit, { targetType, targetId });

/** '1 entry', '12 entries'; with filters set, 'match the filters' ('1 entry matches the filters'). */
export function entriesText(total: number, isFiltered: boolean): string {
  const count = total === 1 ? '1 entry' : `${total} entries`;
  if (!isFiltered) return count;
  return `${count} ${total === 1 ? 'matches' : 'match'} the filters`;
}
