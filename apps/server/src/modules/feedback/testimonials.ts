import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema/profiles';

/**
 * Stores feedback as a testimonial on the bidder's profile (the profile module shows them). The one writer of the
 * table: Leave Feedback, and the demo data's older testimonials (no contract). Returns its id.
 */
export async function insertTestimonial(tx: Database, testimonial: typeof testimonials.$inferInsert): Promise<string> {
  const [row] = await tx.insert(testimonials).values(testimonial).returning({ id: testimonials.id });
  return row!.id;
}
