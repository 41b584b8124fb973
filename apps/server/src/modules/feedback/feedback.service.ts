import { eq } from 'drizzle-orm';
import { FEEDBACK_MSG, type ContractFeedback, type FeedbackInput, type FeedbackSaved } from '@homebid/shared/schemas/feedback';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import { feedbackInputSchema } from '@homebid/shared/schemas/feedback';
import { PROFILE_SECTIONS, profileSectionPath } from '@homebid/shared/web-paths';
import { contracts } from '../../db/schema/bids';
import { profiles, testimonials } from '../../db/schema/profiles';
import { isUniqueViolation } from '../../db/unique-violation';
import { isUuid } from '../bids/bids.policy';
import { recordAlert } from '../alerts/record-alert';
import { lockContract } from '../contracts/contracts.service';
import { listTestimonialsWhere } from '../profile/testimonials.service';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { insertTestimonial } from './testimonials';

/**
 * Leave Feedback: the poster of an ended contract, once per contract. Stored as the testimonial on the
 * bidder's profile (amount = the contract's total, title = the project's title), with an alert to the bidder
 * in the same transaction.
 */
export async function leaveFeedback(ctx: Pick<AppContext, 'db'>, userId: string, contractId: string, body: FeedbackInput): Promise<FeedbackSaved> {
  if (!isUuid(contractId)) throw notFound(CONTRACT_MSG.notFound);
  const input = feedbackInputSchema.parse(body);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const { listing, contract, actor } = await lockContract(tx, userId, contractId);
      if (actor !== 'poster') throw forbidden(FEEDBACK_MSG.onlyPoster);
      if (contract.status !== 'closed') throw conflict(FEEDBACK_MSG.notEnded, 'contract_not_ended');
      const [existing] = await tx.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.contractId, contractId));
      if (existing) throw conflict(FEEDBACK_MSG.alreadyLeft, 'feedback_exists');
      const testimonialId = await insertTestimonial(tx, {
        bidderId: contract.bidderId,
        posterId: userId,
        contractId,
        amountCents: Number(contract.totalCostCents),
        title: listing.title,
        description: input.description,
        stars: input.stars,
      });
      const [poster] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, userId));
      await recordAlert(tx, {
        userId: contract.bidderId,
        kind: 'feedback_received',
        title: 'Feedback Received',
        message: `${poster?.name ?? 'The poster'} left you ${input.stars} ${input.stars === 1 ? 'star' : 'stars'} for "${listing.title}".`,
        link: profileSectionPath(PROFILE_SECTIONS.feedback),
      });
      return testimonialId;
    });
  } catch (error) {
    // two submissions at once: the contract lock orders them, the unique index is the last line of defence
    if (isUniqueViolation(error)) throw conflict(FEEDBACK_MSG.alreadyLeft, 'feedback_exists');
    throw error;
  }
  const [feedback] = await listTestimonialsWhere(ctx, eq(testimonials.id, id));
  return { message: FEEDBACK_MSG.saved, feedback: feedback! };
}

/** The feedback left on a contract, or null; for its poster and its bidder only. */
export async function getContractFeedback(ctx: Pick<AppContext, 'db'>, userId: string, contractId: string): Promise<ContractFeedback> {
  if (!isUuid(contractId)) throw notFound(CONTRACT_MSG.notFound);
  const [contract] = await ctx.db.select({ posterId: contracts.posterId, bidderId: contracts.bidderId }).from(contracts).where(eq(contracts.id, contractId));
  if (!contract || (contract.posterId !== userId && contract.bidderId !== userId)) throw notFound(CONTRACT_MSG.notFound);
  const [feedback] = await listTestimonialsWhere(ctx, eq(testimonials.contractId, contractId));
  return { feedback: feedback ?? null };
}
