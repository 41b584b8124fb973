import { z } from 'zod';
import { DEFAULT_STARS, MAX_STARS, MIN_STARS } from '../domain/rating';
import { requiredText } from './common';
import { testimonialSchema } from './profile';
import { FEEDBACK_MSG, FEEDBACK_DESCRIPTION_MAX } from '../constants/feedback';

// plain constants live in constants/feedback.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/feedback';

export const feedbackInputSchema = z.object({
  stars: z
    .number({ error: FEEDBACK_MSG.starsRange })
    .int(FEEDBACK_MSG.starsRange)
    .min(MIN_STARS, FEEDBACK_MSG.starsRange)
    .max(MAX_STARS, FEEDBACK_MSG.starsRange)
    .default(DEFAULT_STARS),
  description: requiredText(FEEDBACK_MSG.descriptionRequired, FEEDBACK_DESCRIPTION_MAX),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const contractFeedbackSchema = z.object({ feedback: testimonialSchema.nullable() });
export type ContractFeedback = z.infer<typeof contractFeedbackSchema>;

export const feedbackSavedSchema = z.object({ message: z.string(), feedback: testimonialSchema });
export type FeedbackSaved = z.infer<typeof feedbackSavedSchema>;
