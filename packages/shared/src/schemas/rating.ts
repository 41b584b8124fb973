import { z } from 'zod';

/** A bidder's average stars (one decimal) and how many feedbacks it comes from; see domain/rating.ts. */
export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });
