import { describe, expect, it } from 'vitest';
import { codeWords, debitCredit, milestonePaymentLabel } from './money-words';

describe('the money views in words', () => {
  it('writes codes as words', () => {
    expect(codeWords('poster_funding')).toBe('Poster funding');
    expect(codeWords('escrow_release')).toBe('Escrow release');
    expect(codeWords('platform_fees')).toBe('Platform fees');
  });

  it('reads a positive amount as a debit and a negative one as a credit', () => {
    expect(debitCredit(1250)).toEqual({ debitCents: 1250, creditCents: null });
    expect(debitCredit(-1250)).toEqual({ debitCents: null, creditCents: 1250 });
  });

  it("derives a milestone's direct payment from its pay attempts only, as the contract pages do", () => {
    const attempt = (milestonePosition: number, attemptNo: number, status: 'succeeded' | 'failed' | 'processing', purpose: 'pay' | 'fund' = 'pay') => ({
      milestonePosition,
      attempt: attemptNo,
      status,
      purpose,
      failureReason: null,
    });
    const attempts = [attempt(1, 1, 'failed'), attempt(1, 2, 'succeeded'), attempt(2, 1, 'failed'), attempt(3, 1, 'succeeded', 'fund'), attempt(4, 1, 'processing')];
    expect(milestonePaymentLabel(1, attempts)).toBe('Paid');
    expect(milestonePaymentLabel(2, attempts)).toBe('Failed');
    expect(milestonePaymentLabel(3, attempts)).toBe('Unpaid');
    expect(milestonePaymentLabel(4, attempts)).toBe('Processing');
  });
});
