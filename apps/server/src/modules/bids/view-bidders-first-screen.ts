import type { FastifyRequest } from 'fastify';
import { listingBidsPath } from '@homebid/shared/api-paths';
import { BID_DESCRIPTION_LINES, BID_LABELS } from '@homebid/shared/constants/bid';
import { formatCents } from '@homebid/shared/money';
import type { Bid, ListingBids } from '@homebid/shared/schemas/bid';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { firstScreenDataPath, readFirstScreenData } from '../../platform/first-screen';
import { headingFirstScreen, pageFirstScreen, routeOf } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/** The bids a phone's first screen holds (the rest are below its fold). */
const FIRST_BIDS = 4;

/** A bid offer's page shows the bidders of the offer's listing: the bid, read as the page reads it, names it. */
async function offerListingBidsPath(ctx: Pick<AppContext, 'config'>, request: FastifyRequest) {
  const bid = await readFirstScreenData<Bid>(ctx.config, request);
  return bid && listingBidsPath(bid.listingId);
}

/**
 * View Bidders (and a bid offer's page, which shows the bidders of the offer's listing) opens on the bids, newest
 * first: on a phone a bid's description is the page's largest text, so the first screen draws each bid's lines as
 * the bid's card does (its bidder's name, badges and the date are left to the page), under the listing's title.
 */
export function viewBiddersFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: [WEB_PATHS.viewBidders, WEB_PATHS.bidOffer],
    hint: async (request) => {
      const route = routeOf(request.url);
      const pagePath = firstScreenDataPath(request);
      // a page that names no listing or bid shows its heading and that it has no bidders
      if (!pagePath) return headingFirstScreen(ctx.config)(request);
      // View Bidders names its listing; a bid offer's page reads the bid for it (each the page's own first read)
      const bidsPath = route === WEB_PATHS.bidOffer ? await offerListingBidsPath(ctx, request) : pagePath;
      const data = bidsPath && (await readFirstScreenData<ListingBids>(ctx.config, request, bidsPath));
      // the bids are only the poster's to see: nothing for anyone else, as the contract pages
      if (!data) return undefined;
      const rows = data.bids.slice(0, FIRST_BIDS).map((bid) => [
        { label: BID_LABELS.amount, value: formatCents(bid.amountCents, { hideZeroCents: true }) },
        { label: BID_LABELS.date },
        { label: BID_LABELS.description, value: bid.description || '—', lines: BID_DESCRIPTION_LINES },
      ]);
      // the bid's card pads its body 16 px (web poster-bid-card.tsx)
      return pageFirstScreen(route, { lead: data.listing.title, cards: { padding: 16, rows } });
    },
  };
}
