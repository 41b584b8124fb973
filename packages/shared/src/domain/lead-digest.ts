/**
 * When the daily digest of new leads goes out: 7 am Eastern (America/New_York), summer and winter time alike.
 * DST changes at 2 am local, so 7 am exists exactly once every day.
 */
export const DIGEST_TIME_ZONE = 'America/New_York';
export const DIGEST_HOUR = 7;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DIGEST_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock fields of `instant` in New York. */
function newYorkParts(instant: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Minutes New York is ahead of UTC at `instant` (-300 in winter, -240 in summer). */
function newYorkOffsetMinutes(instant: Date): number {
  const p = newYorkParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of 7:00 New York time on the given New York calendar day. */
function digestInstantOn(year: number, month: number, day: number): Date {
  const wallClock = Date.UTC(year, month - 1, day, DIGEST_HOUR);
  // the offset at a first guess, then at the result: both sides of a DST change are hours away from 7 am
  const guess = new Date(wallClock - newYorkOffsetMinutes(new Date(wallClock)) * 60_000);
  return new Date(wallClock - newYorkOffsetMinutes(guess) * 60_000);
}

/** The first 7:00 am New York time strictly after `now`. */
export function nextDigestTime(now: Date): Date {
  const today = newYorkParts(now);
  const todays = digestInstantOn(today.year, today.month, today.day);
  if (todays.getTime() > now.getTime()) return todays;
  // the next calendar day (Date.UTC rolls months and years over)
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return digestInstantOn(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate());
}
