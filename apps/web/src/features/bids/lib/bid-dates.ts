import dayjs, { type Dayjs } from 'dayjs';

/** Bidding dates are picked and shown as 'MMM DD, YYYY' (spec section 2). */
export const BID_DATE_FORMAT = 'MMM DD, YYYY';

/** Spec section 5: date pickers disable today and all earlier days. */
export const disablePastDays = (date: Dayjs) => !date.isAfter(dayjs(), 'day');
