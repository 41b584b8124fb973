import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT_DATE_TIME, formatDate, formatEasternDateTime, PRODUCT_TIME_ZONE } from './dates';

// the zone the process runs in (Node reads TZ again when it changes): the server's is often UTC
const processZone = process.env.TZ;
const runIn = (zone: string) => {
  process.env.TZ = zone;
};
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('formatEasternDateTime (alerts and e-mails)', () => {
  it('writes New York time and says so, on a server that runs in UTC', () => {
    runIn('UTC');
    expect(formatEasternDateTime(new Date('2026-12-12T12:23:54Z'))).toBe('12 Dec, 2026 7:23 am ET'); // EST, UTC-5
    expect(formatEasternDateTime(new Date('2026-07-15T16:05:00Z'))).toBe('15 Jul, 2026 12:05 pm ET'); // EDT, UTC-4
  });

  it('takes the New York calendar day: a UTC morning can still be the evening before', () => {
    runIn('UTC');
    expect(formatEasternDateTime(new Date('2026-07-04T03:30:00Z'))).toBe('03 Jul, 2026 11:30 pm ET');
    expect(formatEasternDateTime(new Date('2027-01-01T04:59:00Z'))).toBe('31 Dec, 2026 11:59 pm ET');
  });

  it('reads midnight as 12 am, whatever zone the process is in', () => {
    runIn('Asia/Tokyo');
    expect(formatEasternDateTime(new Date('2026-03-05T05:07:00Z'))).toBe('05 Mar, 2026 12:07 am ET');
  });
});

describe('formatDate', () => {
  it("writes a named zone as the browser's own formatting does in that zone, for any instant from 1990 to 2100", () => {
    runIn(PRODUCT_TIME_ZONE);
    const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instants, (ms) => {
        expect(formatDate(new Date(ms), CONTRACT_DATE_TIME, PRODUCT_TIME_ZONE)).toBe(formatDate(new Date(ms), CONTRACT_DATE_TIME));
      }),
      { numRuns: 2000 },
    );
  });

  it('says Invalid Date for what is not a date, as dayjs does', () => {
    expect(formatDate(new Date('not a date'), CONTRACT_DATE_TIME, PRODUCT_TIME_ZONE)).toBe('Invalid Date');
  });
});
