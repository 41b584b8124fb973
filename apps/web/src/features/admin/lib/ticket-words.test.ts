import { describe, expect, it } from 'vitest';
import { adminTicketPath } from '@homebid/shared/web-paths';
import { assigneeText, readTicketQueueFilters, ticketLinkOf, ticketQueueQuery } from './ticket-words';

describe('where a queue row leads', () => {
  it("opens the ticket's page in HomeBid's own queue", () => {
    expect(ticketLinkOf('homebid', { id: 42, zendeskUrl: null })).toEqual({ kind: 'page', to: adminTicketPath('42') });
  });

  it('links to the ticket in Zendesk when Zendesk is the desk', () => {
    const href = 'https://acme.zendesk.com/agent/tickets/901';
    expect(ticketLinkOf('zendesk', { id: 42, zendeskUrl: href })).toEqual({ kind: 'zendesk', href });
  });

  it('leads nowhere while the ticket has not reached Zendesk yet', () => {
    expect(ticketLinkOf('zendesk', { id: 42, zendeskUrl: null })).toEqual({ kind: 'none' });
  });
});

describe('who has a ticket', () => {
  it('says nobody, you, or the other operator', () => {
    expect(assigneeText({ assignee: null }, 'me')).toBe('Nobody yet');
    expect(assigneeText({ assignee: { id: 'me', name: 'Olivia' } }, 'me')).toBe('You');
    expect(assigneeText({ assignee: { id: 'u2', name: 'Sam' } }, 'me')).toBe('Sam');
  });
});

describe("the queue's filters in the address", () => {
  it('reads the defaults from a bare address', () => {
    expect(readTicketQueueFilters(new URLSearchParams())).toEqual({ status: undefined, isMine: false, q: '', page: 1 });
  });

  it('reads every filter, ignoring an unknown status and a page that is no page', () => {
    expect(readTicketQueueFilters(new URLSearchParams('status=pending&mine=1&q=deck&page=3'))).toEqual({ status: 'pending', isMine: true, q: 'deck', page: 3 });
    expect(readTicketQueueFilters(new URLSearchParams('status=closed&page=-2')).status).toBeUndefined();
    expect(readTicketQueueFilters(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readTicketQueueFilters(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(ticketQueueQuery({ status: undefined, isMine: false, q: '  ', page: 1 }).toString()).toBe('');
    const filters = { status: 'solved' as const, isMine: true, q: 'refund', page: 2 };
    expect(readTicketQueueFilters(ticketQueueQuery(filters))).toEqual(filters);
  });
});
