/**
 * A bidder's reputation from the stars of the feedback posters left (spec: stars 1 to 5, default 1). The spec
 * shows no rounding for an average; we show one decimal, rounded half up, computed in integers so that 4.45 is
 * never 4.4 through floating point.
 */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const DEFAULT_STARS = 1;

export interface Rating {
  /** Average stars to one decimal, 0 when there is no feedback yet. */
  average: number;
  count: number;
}

/** The rating from the total of the stars and the number of feedbacks (what SQL `sum`/`count` give). */
export function toRating(starsTotal: number, count: number): Rating {
  if (count <= 0) return { average: 0, count: 0 };
  return { average: Math.round((starsTotal * 10) / count) / 10, count };
}

/** The rating of a list of star values. */
export const summarizeRating = (stars: readonly number[]): Rating => toRating(stars.reduce((sum, s) => sum + s, 0), stars.length);

/** 'No ratings yet', '1 review', '12 reviews'. */
export const formatReviewCount = (count: number) => (count === 0 ? 'No ratings yet' : count === 1 ? '1 review' : `${count} reviews`);

/** What a screen reader hears for a rating: '4.5 out of 5 stars from 2 reviews'. */
export const describeRating = (rating: Rating) =>
  rating.count === 0 ? 'No ratings yet' : `${rating.average} out of ${MAX_STARS} stars from ${formatReviewCount(rating.count)}`;
