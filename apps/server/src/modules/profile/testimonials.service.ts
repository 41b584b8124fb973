import { desc, eq, type SQL } from 'drizzle-orm';
import type { Testimonial } from '@homebid/shared/schemas/profile';
import { profiles, testimonials } from '../../db/schema/profiles';
import type { AppContext } from '../../platform/context';

/** Feedback left for a profile owner (as bidder), newest first, with the poster's current name. */
export async function listTestimonials(ctx: Pick<AppContext, 'db'>, bidderId: string): Promise<Testimonial[]> {
  return listTestimonialsWhere(ctx, eq(testimonials.bidderId, bidderId));
}

/** The testimonials matching `where`, newest first, with the poster's current name. */
export async function listTestimonialsWhere(ctx: Pick<AppContext, 'db'>, where: SQL): Promise<Testimonial[]> {
  const rows = await ctx.db
    .select({ testimonial: testimonials, posterName: profiles.name })
    .from(testimonials)
    .innerJoin(profiles, eq(profiles.userId, testimonials.posterId))
    .where(where)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map(({ testimonial: t, posterName }) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    stars: t.stars,
    amountCents: t.amountCents,
    posterId: t.posterId,
    posterName,
    contractId: t.contractId,
    createdAt: t.createdAt.toISOString(),
  }));
}
