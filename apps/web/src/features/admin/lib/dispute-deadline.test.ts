import { describe, expect, it } from 'vitest';
import { disputeClockOf, timeFromNow } from './dispute-deadline';

const now = new Date('2026-03-10T12:00:00Z');
const due = (iso: string, state: Parameters<typeof disputeClockOf>[0]['state'] = 'awaiting_response') => disputeClockOf({ state, responseDueAt: iso }, now);

describe("a dispute's clock in the queue", () => {
  it('runs while the response is awaited, and is overdue once the deadline passed', () => {
    expect(due('2026-03-11T12:00:00Z')).toBe('due');
    expect(due('2026-03-10T11:59:00Z')).toBe('overdue');
  });

  it('no longer runs once the other side responded, a side asked HomeBid, or it is settled', () => {
    expect(due('2026-03-01T00:00:00Z', 'negotiating')).toBe('answered');
    expect(due('2026-03-01T00:00:00Z', 'with_homebid')).toBe('with_homebid');
    expect(due('2026-03-01T00:00:00Z', 'settled')).toBe('settled');
  });
});

describe('how far a deadline is', () => {
  it('rounds to the nearest day, then hour, both ways', () => {
    expect(timeFromNow('2026-03-15T11:00:00Z', now)).toBe('in 5 days');
    expect(timeFromNow('2026-03-13T13:00:00Z', now)).toBe('in 3 days');
    expect(timeFromNow('2026-03-11T11:00:00Z', now)).toBe('in 23 hours');
    expect(timeFromNow('2026-03-10T14:40:00Z', now)).toBe('in 3 hours');
    expect(timeFromNow('2026-03-10T13:00:00Z', now)).toBe('in 1 hour');
    expect(timeFromNow('2026-03-08T12:00:00Z', now)).toBe('2 days ago');
    expect(timeFromNow('2026-03-10T12:30:00Z', now)).toBe('in less than an hour');
    expect(timeFromNow('2026-03-10T11:30:00Z', now)).toBe('less than an hour ago');
  });
});
