import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@homebid/shared/constants';
import { listingPostPath } from '@homebid/shared/web-paths';
import { users } from '../../db/schema/auth';
import { listings, type ListingFileRef } from '../../db/schema/listings';
import type { AppContext } from '../../platform/context';
import { isShareCode } from '../listings/share-code';
import { isListingPublicSql } from '../listings/listing-visibility';
import { renderNotFoundPage, renderSharePage, renderUnavailablePage } from './share-html';

/**
 * GET /s/:code — the short link of a listing. Link previews (Open Graph scrapers) read the page, so it is a
 * 200 HTML page with og: tags and a meta refresh to the listing page open on it (listingPostPath), not a bare redirect.
 */
export async function registerSharePage(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { code: string } }>('/s/:code', { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params;
    const [listing] = isShareCode(code)
      ? await ctx.db
          .select({
            id: listings.id,
            title: listings.title,
            description: listings.description,
            images: listings.images,
            city: listings.city,
            state: listings.state,
            isPublic: isListingPublicSql().mapWith(Boolean),
          })
          .from(listings)
          .innerJoin(users, eq(users.id, listings.posterId))
          .where(eq(listings.shareCode, code))
      : [];
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (!listing) return reply.status(404).send(renderNotFoundPage());
    // hidden by HomeBid, or its poster is suspended: the link says so and shows nothing of the listing
    if (!listing.isPublic) return reply.status(404).send(renderUnavailablePage());
    const base = ctx.config.publicUrl;
    const firstImage = (listing.images as ListingFileRef[])[0];
    return reply.send(
      renderSharePage({
        productName: PRODUCT_NAME,
        title: listing.title,
        description: listing.description || `A project in ${listing.city}, ${listing.state} on ${PRODUCT_NAME}.`,
        imageUrl: firstImage ? new URL(ctx.storage.urlOf(firstImage.key), base).toString() : undefined,
        pageUrl: new URL(`/s/${code}`, base).toString(),
        targetPath: listingPostPath(listing.id),
      }),
    );
  });
}
