import { MAX_STARS, MIN_STARS } from '../domain/rating';

/** feedback: the spec's words and limits without zod (schemas/feedback.ts re-exports them with the schemas). */

/**
 * Leave Feedback (spec part 2: Feedback and Testimonial). The poster of an ended contract leaves one feedback:
 * stars 1 to 5 (default 1) and a description. It is stored once, as the testimonial on the bidder's profile
 * (amount = the contract's total, title = the project's title), so the Feedback entity and the Testimonial are
 * one row.
 *
 *   GET  /api/contracts/:id/feedback  -> { feedback: Testimonial | null }   (the contract's poster or bidder)
 *   POST /api/contracts/:id/feedback  FeedbackInput -> 201 { message, feedback }
 *        400 'Please describe your experience!' · 403 poster only · 409 not ended yet / already left
 */
export const FEEDBACK_MSG = {
  title: 'Leave Feedback',
  descriptionRequired: 'Please describe your experience!',
  starsRange: `Please choose ${MIN_STARS} to ${MAX_STARS} stars.`,
  saved: 'Thank you for your feedback!',
  onlyPoster: 'Only the poster of this project can leave feedback.',
  notEnded: 'You can leave feedback once the contract has ended.',
  alreadyLeft: 'You have already left feedback for this contract.',
  submit: 'Submit',
} as const;

export const FEEDBACK_DESCRIPTION_MAX = 2000;
