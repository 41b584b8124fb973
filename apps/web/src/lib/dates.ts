import { CONTRACT_DATE, CONTRACT_DATE_TIME, formatDate as formatMoment } from '@homebid/shared/dates';

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
 * visit starts on show dates, and dayjs with its parser is ~3 KB brotli they need nothing else of. The tokens are
 * written by the shared formatter, the one the server's alerts and e-mails use too.
 */
export const formatDate = (value: string, pattern: string): string => formatMoment(parse(value), pattern);

/** Listing dates read MMM-DD-YYYY (spec section 9). */
export const formatListingDate = (value: string) => formatDate(value, 'MMM-DD-YYYY');

/** Bidding dates read 'MMM DD, YYYY' (spec section 9). */
export const formatBidDate = (value: string) => formatDate(value, 'MMM DD, YYYY');

/** Contract dates read 'DD MMM, YYYY', times 'h:mm a' (spec section 9). */
export const formatContractDate = (value: string) => formatDate(value, CONTRACT_DATE);
export const formatContractDateTime = (value: string) => formatDate(value, CONTRACT_DATE_TIME);
