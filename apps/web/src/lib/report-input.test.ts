import { describe, expect, it } from 'vitest';
import { MODERATION_LIMITS, MODERATION_MSG } from '@homebid/shared/constants/moderation';
import { reportInputSchema } from '@homebid/shared/schemas/moderation';
import { REPORT_REASON_OPTIONS, reportTextError, toReportInput } from './report-input';
import { canReport } from './report-target';

const listing = { type: 'listing' as const, id: 'b2f7c7a4-0000-4000-8000-000000000001' };

describe("the 'Report' dialog", () => {
  it("offers the spec's reasons in its words and order", () => {
    expect(REPORT_REASON_OPTIONS.map((o) => o.label)).toEqual(['Scam or fraud', 'Inappropriate', 'Spam', 'Asking to pay outside HomeBid', 'Other']);
  });

  it('is offered to a signed-in user for what is not their own', () => {
    expect(canReport('me', 'someone')).toBe(true);
    expect(canReport('me', 'me')).toBe(false);
    expect(canReport(null, 'someone')).toBe(false);
    expect(canReport(undefined, 'someone')).toBe(false);
  });

  it("asks for a text with 'Other' only, within the limit, in the server's words", () => {
    expect(reportTextError('other', '  ')).toBe(MODERATION_MSG.reportTextRequired);
    expect(reportTextError('other', 'He wants cash')).toBeUndefined();
    expect(reportTextError('spam', undefined)).toBeUndefined();
    expect(reportTextError('spam', 'x'.repeat(MODERATION_LIMITS.reportTextMax + 1))).toBe(MODERATION_MSG.reportTextTooLong);
  });

  it('sends a body the server accepts: the text trimmed, left out when empty', () => {
    const spam = toReportInput(listing, { reason: 'spam', text: '   ' });
    expect(spam).toEqual({ target: listing, reason: 'spam' });
    const target = { ...listing, name: '“Deck”' };
    const other = toReportInput(target, { reason: 'other', text: ' He asked for a wire transfer ' });
    expect(other).toEqual({ target: listing, reason: 'other', text: 'He asked for a wire transfer' });
    expect(reportInputSchema.safeParse(spam).success).toBe(true);
    expect(reportInputSchema.safeParse(other).success).toBe(true);
  });
});
