import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MODERATION_MSG } from '@homebid/shared/constants/moderation';
import { bidStatusText, contractStateText, dayAfter, readUserSearch, roleChangeRefusal, roleOptions, sectionCountNote, suspensionRefusal, suspensionText, suspendUntilText, userSearchQuery, userTypeText } from './user-words';

const admin = { id: 'admin-1', isAdmin: true };
const support = { id: 'support-1', isAdmin: false };

describe('who may act on a user', () => {
  it('lets an admin change the role and suspend anyone but themselves', () => {
    expect(roleChangeRefusal(admin, 'user-9')).toBeNull();
    expect(suspensionRefusal(admin, 'user-9')).toBeNull();
    expect(roleChangeRefusal(admin, 'admin-1')).toBe(ADMIN_MSG.ownRole);
    expect(suspensionRefusal(admin, 'admin-1')).toBe(MODERATION_MSG.suspendSelf);
  });

  it('tells support that only an admin can', () => {
    expect(roleChangeRefusal(support, 'user-9')).toBe(ADMIN_MSG.adminOnly);
    expect(suspensionRefusal(support, 'user-9')).toBe(ADMIN_MSG.adminOnly);
  });
});

describe('a suspension in words', () => {
  it('says indefinitely without an end', () => {
    expect(suspensionText({ until: null })).toBe('Suspended indefinitely');
    expect(suspensionText({ until: '2026-07-04T15:30:00.000Z' })).toMatch(/^Suspended until \d{2} Jul, 2026 \d{1,2}:30 (am|pm)$/);
  });

  it('reads the chosen day as the moment the API ends it (the day begins, UTC)', () => {
    expect(suspendUntilText('2026-07-04')).toMatch(/^The suspension ends on 0[34] Jul, 2026 \d{1,2}:00 (am|pm) \(your time\)\.$/);
    expect(suspendUntilText('not a day')).toBe('');
  });

  it('offers tomorrow as the first possible end, across a month', () => {
    expect(dayAfter(new Date(2026, 5, 30, 23, 59))).toBe('2026-07-01');
    expect(dayAfter(new Date(2026, 11, 31, 8, 0))).toBe('2027-01-01');
  });
});

describe("a user's page in words", () => {
  it('names the profile type, or says it is not chosen', () => {
    expect(userTypeText('contractor')).toBe('Contractor/Sub-Contractor');
    expect(userTypeText(null)).toBe('Not chosen yet');
  });

  it('marks the current role among the choices', () => {
    expect(roleOptions('support')).toEqual([
      { value: 'user', label: 'User' },
      { value: 'support', label: 'Support (now)' },
      { value: 'admin', label: 'Admin' },
    ]);
  });

  it('names bids and contracts by their state', () => {
    expect(bidStatusText('contract_started')).toBe('Hired');
    expect(bidStatusText('something_new')).toBe('something_new');
    expect(contractStateText({ status: 'ongoing', bidderAccepted: 'offer_sent' })).toBe('Offer sent');
    expect(contractStateText({ status: 'ongoing', bidderAccepted: 'accepted' })).toBe('Ongoing');
    expect(contractStateText({ status: 'closed', bidderAccepted: 'accepted' })).toBe('Closed');
  });

  it('says when a section shows only the newest rows', () => {
    expect(sectionCountNote(3, 3)).toBeNull();
    expect(sectionCountNote(50, 120)).toBe('The newest 50 of 120.');
  });
});

describe("the users search in the address", () => {
  it('reads and writes only what differs from the plain list', () => {
    expect(readUserSearch(new URLSearchParams())).toEqual({ q: '', page: 1 });
    expect(readUserSearch(new URLSearchParams('q=%20ann%20&page=3'))).toEqual({ q: 'ann', page: 3 });
    expect(readUserSearch(new URLSearchParams('page=-2'))).toEqual({ q: '', page: 1 });
    expect(userSearchQuery({ q: '', page: 1 }).toString()).toBe('');
    expect(userSearchQuery({ q: ' 555 ', page: 2 }).toString()).toBe('q=555&page=2');
  });
});
