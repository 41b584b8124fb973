import { describe, expect, it } from 'vitest';
import { decisionInput, decisionShares, decisionSummary } from './dispute-decision';

const HELD = 150_000; // $1,500.00
const parties = { posterName: 'Olivia', bidderName: 'Marcus' };

describe('what each side gets', () => {
  it('gives everything to the seller on release and to the poster on refund', () => {
    expect(decisionShares('release', HELD, null)).toEqual({ releaseCents: HELD, refundCents: 0 });
    expect(decisionShares('refund', HELD, null)).toEqual({ releaseCents: 0, refundCents: HELD });
  });

  it('divides the held amount on a split, and has no answer without a valid amount', () => {
    expect(decisionShares('split', HELD, 100_000)).toEqual({ releaseCents: 100_000, refundCents: 50_000 });
    expect(decisionShares('split', HELD, null)).toBeNull();
    expect(decisionShares('split', HELD, HELD + 1)).toBeNull();
  });
});

describe('the confirmation', () => {
  it('names who gets what', () => {
    expect(decisionSummary({ releaseCents: HELD, refundCents: 0 }, parties)).toBe('Marcus (the seller) is paid $1,500.00. Olivia (the poster) gets nothing back.');
    expect(decisionSummary({ releaseCents: 0, refundCents: HELD }, parties)).toBe('Olivia (the poster) gets $1,500.00 back. Marcus (the seller) is paid nothing.');
    expect(decisionSummary({ releaseCents: 100_050, refundCents: 49_950 }, parties)).toBe('Marcus (the seller) is paid $1,000.50. Olivia (the poster) gets $499.50 back.');
  });
});

describe('the decision sent', () => {
  it('carries the amount on a split only, and the note trimmed', () => {
    expect(decisionInput('split', { releaseCents: 100_000, refundCents: 50_000 }, '  Half done.  ')).toEqual({ outcome: 'split', releaseCents: 100_000, note: 'Half done.' });
    expect(decisionInput('refund', { releaseCents: 0, refundCents: HELD }, 'Not started.')).toEqual({ outcome: 'refund', note: 'Not started.' });
  });
});
