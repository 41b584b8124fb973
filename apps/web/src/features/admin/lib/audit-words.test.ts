import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@homebid/shared/schemas/admin';
import { adminContractMoneyPath, adminDisputePath, adminTicketPath, adminUserPath } from '@homebid/shared/web-paths';
import { actorText, auditCsvHref, entriesText, auditFilterQuery, auditTargetPath, changeLines, hasAuditFilters, keyWords, NO_AUDIT_FILTERS, readAuditFilters, valueWords } from './audit-words';

const target = (type: AuditEntry['target']['type'], id: string, before: AuditEntry['before'] = null, after: AuditEntry['after'] = null) => ({ target: { type, id }, before, after });

describe('who did it', () => {
  it('names the operator with their role, or the system', () => {
    expect(actorText({ id: 'u1', role: 'admin', name: 'Olivia Operator', email: 'o@x.test' })).toBe('Olivia Operator (Admin)');
    expect(actorText({ id: 'u2', role: 'support', name: null, email: null })).toBe('u2 (Support)');
    expect(actorText({ id: null, role: 'system', name: null, email: null })).toBe('System');
  });
});

describe('before and after, readable', () => {
  it('turns keys into words, dropping the cents of money', () => {
    expect(keyWords('refundedCents')).toBe('Refunded');
    expect(keyWords('milestonePosition')).toBe('Milestone position');
    expect(keyWords('role')).toBe('Role');
    expect(keyWords('homebidNote')).toBe('HomeBid note');
  });

  it('writes values in words', () => {
    expect(valueWords('totalCents', 12345)).toBe('$123.45');
    expect(valueWords('suspended', true)).toBe('yes');
    expect(valueWords('until', null)).toBe('—');
    expect(valueWords('role', 'support')).toBe('Support');
    expect(valueWords('state', 'with_homebid')).toBe('With HomeBid');
    expect(valueWords('outcome', 'homebid')).toBe('HomeBid');
    expect(valueWords('action', 'ask_homebid')).toBe('Ask HomeBid');
    expect(valueWords('handledReports', ['r1', 'r2'])).toBe('r1, r2');
    expect(valueWords('handledReports', [])).toBe('—');
    expect(valueWords('reason', 'spam_bot')).toBe('spam_bot');
    expect(valueWords('until', '2026-07-04T00:00:00.000Z')).toMatch(/^0[34] Jul, 2026/);
  });

  it('shows a change with an arrow and a value only one side names as it is', () => {
    expect(changeLines({ role: 'user' }, { role: 'admin' })).toEqual(['Role: User → Admin']);
    expect(changeLines({ reviewed: false }, { reviewed: true, title: 'Plumbing licence' })).toEqual(['Reviewed: no → yes', 'Title: Plumbing licence']);
    expect(changeLines({ status: 'succeeded', totalCents: 5000 }, { status: 'refunded', refundedCents: 5000 })).toEqual([
      'Status: Succeeded → Refunded',
      'Total: $50.00',
      'Refunded: $50.00',
    ]);
    expect(changeLines({ hidden: true }, { hidden: true })).toEqual(['Hidden: yes']);
    expect(changeLines({ state: 'with_homebid' }, { state: 'settled' })).toEqual(['State: With HomeBid → Settled']);
    expect(changeLines(null, null)).toEqual([]);
  });
});

describe("where an entry's target opens", () => {
  it('opens users, tickets, disputes and listings in their sections', () => {
    expect(auditTargetPath(target('user', 'u1'))).toBe(adminUserPath('u1'));
    expect(auditTargetPath(target('ticket', '42'))).toBe(adminTicketPath('42'));
    expect(auditTargetPath(target('dispute', 'd1'))).toBe(adminDisputePath('d1'));
    expect(auditTargetPath(target('listing', 'l1'))).toBe('/admin/listings?q=l1');
  });

  it("opens a refund's contract and a certificate's owner from the summary", () => {
    expect(auditTargetPath(target('payment', 'p1', { contractId: 'c1' }, { status: 'refunded' }))).toBe(adminContractMoneyPath('c1'));
    expect(auditTargetPath(target('payment', 'p1'))).toBeNull();
    expect(auditTargetPath(target('certificate', 'cert1', { reviewed: false }, { reviewed: true, userId: 'u7' }))).toBe(adminUserPath('u7'));
    expect(auditTargetPath(target('report', 'r1'))).toBeNull();
  });
});

describe("the audit log's filters", () => {
  it('reads only valid values from the address', () => {
    const params = new URLSearchParams('actorId=u1&action=suspend&targetType=user&targetId=%20u9%20&from=2026-06-01&to=yesterday');
    expect(readAuditFilters(params)).toEqual({ actorId: 'u1', action: 'suspend', targetType: 'user', targetId: 'u9', from: '2026-06-01', to: '' });
    expect(readAuditFilters(new URLSearchParams('action=delete_everything&targetType=bank'))).toEqual(NO_AUDIT_FILTERS);
  });

  it('sends only the filters that are set, to the list and to the CSV alike', () => {
    const filters = { ...NO_AUDIT_FILTERS, action: 'refund' as const, from: '2026-06-01' };
    expect(auditFilterQuery(filters)).toEqual({ action: 'refund', from: '2026-06-01' });
    expect(auditCsvHref(filters)).toBe('/api/admin/audit.csv?action=refund&from=2026-06-01');
    expect(auditCsvHref(NO_AUDIT_FILTERS)).toBe('/api/admin/audit.csv');
    expect(hasAuditFilters(filters)).toBe(true);
    expect(hasAuditFilters(NO_AUDIT_FILTERS)).toBe(false);
  });
});

describe('how many entries', () => {
  it('counts them, and says they match the filters when filters are set', () => {
    expect(entriesText(1, false)).toBe('1 entry');
    expect(entriesText(0, false)).toBe('0 entries');
    expect(entriesText(1, true)).toBe('1 entry matches the filters');
    expect(entriesText(12, true)).toBe('12 entries match the filters');
  });
});
