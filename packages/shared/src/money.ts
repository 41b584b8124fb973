// Money is integer cents everywhere (database, API, forms' totals) and becomes text only through this one function:
// the web app's pages and the server's alerts and e-mails write amounts alike. Integer arithmetic, so a cent is
// never lost to floating point; written by hand rather than with Intl.NumberFormat, whose first formatter loads
// the locale data (~140 ms of blocked main thread on the listing page at a phone's 4x slower CPU, measured).

const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface FormatCentsOptions {
  /** '$12,345' rather than '$12,345.00' when there are no cents (budgets, bids, contract figures). */
  hideZeroCents?: boolean;
}

/** '$12,345.50' from 1234550 cents, as the en-US currency format writes it; '-$2.50' below zero. */
export function formatCents(cents: number, { hideZeroCents = false }: FormatCentsOptions = {}): string {
  const whole = Math.round(Math.abs(cents));
  const rest = whole % 100;
  const tail = rest || !hideZeroCents ? `.${String(rest).padStart(2, '0')}` : '';
  return `${cents < 0 && whole > 0 ? '-' : ''}$${groupThousands(Math.floor(whole / 100))}${tail}`;
}

/**
 * The one refusal of an amount finer than a cent, wherever money is typed or sent (web forms and the API alike):
 * money is refused, never rounded silently.
 */
export const MONEY_CENTS_MSG = 'Please enter dollars and cents: at most two decimals.';

/**
 * Dollars as typed to integer cents, or null when the figure has more than two decimals (12.345 is no amount of
 * money). Exact, unlike a tolerance on `dollars * 100`: a figure of at most two decimals prints as itself with two
 * (toFixed), a finer one does not; then rounding only removes the binary error (0.29 * 100 is 28.999999999999996).
 */
export function centsOfDollars(dollars: number): number | null {
  if (!Number.isFinite(dollars) || Number(dollars.toFixed(2)) !== dollars) return null;
  return Math.round(dollars * 100);
}
