import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeRating, formatReviewCount, summarizeRating, toRating } from './rating';
import { feedbackInputSchema, FEEDBACK_MSG } from '../schemas/feedback';

describe('rating', () => {
  it('averages to one decimal, rounding half up, and is 0 with no feedback', () => {
    expect(summarizeRating([])).toEqual({ average: 0, count: 0 });
    expect(summarizeRating([4])).toEqual({ average: 4, count: 1 });
    expect(summarizeRating([5, 4])).toEqual({ average: 4.5, count: 2 });
    expect(summarizeRating([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(summarizeRating([5, 5, 4])).toEqual({ average: 4.7, count: 3 });
    // 89 / 20 = 4.45 exactly: half up gives 4.5 (floating point would give 4.4 with a naive toFixed)
    expect(toRating(89, 20)).toEqual({ average: 4.5, count: 20 });
    expect(toRating(10, 0)).toEqual({ average: 0, count: 0 });
  });

  it('stays between the lowest and the highest star given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (stars) => {
        const { average, count } = summarizeRating(stars);
        expect(count).toBe(stars.length);
        expect(average).toBeGreaterThanOrEqual(Math.min(...stars));
        expect(average).toBeLessThanOrEqual(Math.max(...stars));
        expect(Math.abs(average - stars.reduce((a, b) => a + b, 0) / stars.length)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('reads well', () => {
    expect(formatReviewCount(0)).toBe('No ratings yet');
    expect(formatReviewCount(1)).toBe('1 review');
    expect(formatReviewCount(3)).toBe('3 reviews');
    expect(describeRating({ average: 4.5, count: 2 })).toBe('4.5 out of 5 stars from 2 reviews');
  });
});

describe('feedback input', () => {
  const errorOf = (input: unknown) => feedbackInputSchema.safeParse(input).error?.issues[0]?.message;

  it('needs a description and 1 to 5 whole stars, 1 by default', () => {
    expect(feedbackInputSchema.parse({ description: ' Great work ' })).toEqual({ stars: 1, description: 'Great work' });
    expect(feedbackInputSchema.parse({ stars: 5, description: 'x' }).stars).toBe(5);
    expect(errorOf({ stars: 4, description: '   ' })).toBe(FEEDBACK_MSG.descriptionRequired);
    expect(errorOf({ stars: 4 })).toBe(FEEDBACK_MSG.descriptionRequired);
    for (const stars of [0, 6, 2.5, '4', null]) expect(errorOf({ stars, description: 'ok' })).toBe(FEEDBACK_MSG.starsRange);
  });
});
