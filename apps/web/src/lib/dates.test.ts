// the product's zone (Rhode Island and Massachusetts), where UTC midnight is the evening before
process.env.TZ = 'America/New_York';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

const PATTERNS = ['MMM-DD-YYYY', 'MMM DD, YYYY', 'DD MMM, YYYY', 'DD MMM, YYYY h:mm a'];

describe('formatDate', () => {
  it('writes the spec formats as dayjs does, for any instant from 1990 to 2100', () => {
    const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instants, fc.constantFrom(...PATTERNS), (ms, pattern) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(iso, pattern)).toBe(dayjs(iso).format(pattern));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a date without a time as that day where the browser is', () => {
    expect(new Date(Date.UTC(2026, 6, 4)).getDate()).toBe(3); // the zone above is in effect
    expect(formatDate('2026-07-04', 'MMM-DD-YYYY')).toBe('Jul-04-2026');
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(formatDate(day, 'MMM DD, YYYY')).toBe(dayjs(day).format('MMM DD, YYYY'));
      }),
      { numRuns: 500 },
    );
  });

  it('reads midnight and noon as 12 am and 12 pm', () => {
    expect(formatDate('2026-03-05T00:07:00', 'DD MMM, YYYY h:mm a')).toBe('05 Mar, 2026 12:07 am');
    expect(formatDate('2026-12-31T12:30:00', 'DD MMM, YYYY h:mm a')).toBe('31 Dec, 2026 12:30 pm');
  });

  it('says Invalid Date for what is not a date, as dayjs does', () => {
    expect(formatDate('not a date', 'MMM DD, YYYY')).toBe(dayjs('not a date').format('MMM DD, YYYY'));
  });
});
