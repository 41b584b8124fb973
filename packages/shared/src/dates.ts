// Dates become text through this one formatter, so the web app's pages and the server's alerts and e-mails write
// them alike ('12 Dec, 2026 7:23 am'). The web app formats in the browser's zone, with the Date's own fields; the
// server names its zone (it may run in UTC) and reads the fields through Intl. Intl is only touched when a zone is
// named: its first formatter loads the locale data, which the web app's first pages are kept free of (see money.ts).

/** The product's zone: Rhode Island and Massachusetts. */
export const PRODUCT_TIME_ZONE = 'America/New_York';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment as a wall clock in one zone shows it: month 1-12, hour 0-23. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const TOKENS: Record<string, (clock: WallClock) => string> = {
  YYYY: (clock) => String(clock.year),
  MMM: (clock) => MONTHS[clock.month - 1],
  DD: (clock) => pad2(clock.day),
  h: (clock) => String(clock.hour % 12 || 12),
  mm: (clock) => pad2(clock.minute),
  a: (clock) => (clock.hour < 12 ? 'am' : 'pm'),
};

const localWallClock = (date: Date): WallClock => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormat = (timeZone: string) => {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    // h23: midnight is hour 0 (hour12: false alone writes 24 in some engines)
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    zoneFormats.set(timeZone, format);
  }
  return format;
};

function wallClockIn(date: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(zoneFormat(timeZone).formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/**
 * `date` in the spec's formats (section 9), written with dayjs's tokens YYYY, MMM, DD, h, mm and a; any other
 * character is kept. In `timeZone` when one is named, else in the zone of the process (the browser's).
 */
export function formatDate(date: Date, pattern: string, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const clock = timeZone ? wallClockIn(date, timeZone) : localWallClock(date);
  return pattern.replace(/YYYY|MMM|DD|mm|h|a/g, (token) => TOKENS[token](clock));
}

/** Contract dates read 'DD MMM, YYYY', times 'h:mm a' (spec section 9). */
export const CONTRACT_DATE = 'DD MMM, YYYY';
export const CONTRACT_DATE_TIME = 'DD MMM, YYYY h:mm a';

/**
 * A moment in text the server writes (alerts, e-mails): New York time, and said so, since a deadline read in
 * another zone must not be taken for local time: '12 Dec, 2026 7:23 am ET'.
 */
export const formatEasternDateTime = (date: Date) => `${formatDate(date, CONTRACT_DATE_TIME, PRODUCT_TIME_ZONE)} ET`;
