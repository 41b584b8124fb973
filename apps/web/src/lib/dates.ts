const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

const TOKENS: Record<string, (date: Date) => string> = {
  YYYY: (date) => String(date.getFullYear()),
  MMM: (date) => MONTHS[date.getMonth()],
  DD: (date) => pad2(date.getDate()),
  h: (date) => String(date.getHours() % 12 || 12),
  mm: (date) => pad2(date.getMinutes()),
  a: (date) => (date.getHours() < 12 ? 'am' : 'pm'),
};

// a date without a time ('2026-07-04', a deadline) is that day in the browser's zone, as dayjs reads it; new Date()
// alone would take it as UTC midnight, the day before anywhere west of Greenwich
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const parse = (value: string) => {
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
};

/**
 * A date in the browser's time zone, in the spec's formats (section 9) written with dayjs's tokens YYYY, MMM, DD,
 * h, mm and a; any other character is kept. Same output as dayjs's `format` (tested against it): the pages a
 * visit starts on show dates, and dayjs with its parser is ~3 KB brotli they need nothing else of.
 */
export function formatDate(value: string, pattern: string): string {
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return pattern.replace(/YYYY|MMM|DD|mm|h|a/g, (token) => TOKENS[token](date));
}

/** Listing dates read MMM-DD-YYYY (spec section 9). */
export const formatListingDate = (value: string) => formatDate(value, 'MMM-DD-YYYY');

/** Bidding dates read 'MMM DD, YYYY' (spec section 9). */
export const formatBidDate = (value: string) => formatDate(value, 'MMM DD, YYYY');

/** Contract dates read 'DD MMM, YYYY', times 'h:mm a' (spec section 9). */
export const formatContractDate = (value: string) => formatDate(value, 'DD MMM, YYYY');
export const formatContractDateTime = (value: string) => formatDate(value, 'DD MMM, YYYY h:mm a');
