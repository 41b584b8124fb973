import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { releaseCentsOf } from '@homebid/shared/domain/dispute';
import { centsOfDollars, MONEY_CENTS_MSG } from '@homebid/shared/money';

export const SPLIT_AMOUNT_REQUIRED = 'Please enter the amount to release to the seller.';

/**
 * A split's amount to release to the seller as typed, in dollars, to cents; or the problem to show. The one check of
 * both split dialogs (a side's 'Propose a split', the operator's Decide): empty, finer than a cent (refused, never
 * rounded), then the range (0 to the held amount) by the shared domain's rule (releaseCentsOf), the server's own.
 */
export function splitReleaseCents(dollars: number | null | undefined, heldCents: number): { cents: number } | { problem: string } {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return { problem: SPLIT_AMOUNT_REQUIRED };
  const cents = centsOfDollars(dollars);
  if (cents === null) return { problem: MONEY_CENTS_MSG };
  try {
    return { cents: releaseCentsOf('split', heldCents, cents) };
  } catch {
    return { problem: DISPUTE_MSG.releaseOutOfRange };
  }
}

/**
 * What goes back to the poster for the amount typed, or null while that amount is not valid: a preview shows figures
 * only for an amount that could be sent, never beside an error.
 */
export function splitRefundCents(dollars: number | null | undefined, heldCents: number): number | null {
  const split = splitReleaseCents(dollars, heldCents);
  return 'cents' in split ? heldCents - split.cents : null;
}

/** The antd rule of a split's amount field: the problem splitReleaseCents finds, in its words. */
export const splitAmountRule = (heldCents: number) => ({
  validator: async (_rule: unknown, value?: number | null) => {
    const result = splitReleaseCents(value, heldCents);
    if ('problem' in result) throw new Error(result.problem);
  },
});
