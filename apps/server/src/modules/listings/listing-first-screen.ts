import { desc, eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { hasSessionCookie } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { addShellHint, preloadImageTag } from '../../platform/web-app';

/**
 * The listing page's largest paint on a phone is its first card's image, and the first card of an unfiltered
 * search is always the newest open listing. The HTML shell names that image in a <link rel=preload>, so the
 * browser fetches it while the scripts load instead of after the search answers. Signed-out visitors are sent
 * to sign-in, so they get no hint.
 */
export function registerListingShellHint(ctx: AppContext) {
  addShellHint(ctx, ['/v1', '/v1/listing'], async (request) => {
    if (!hasSessionCookie(ctx, request)) return undefined;
    const [newest] = await ctx.db
      .select({ images: listings.images })
      .from(listings)
      .where(eq(listings.status, 'open'))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(1);
    const first = newest?.images[0];
    return first ? preloadImageTag(ctx.storage.urlOf(first.key)) : undefined;
  });
}
