import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { ListingCardList, ListingPage } from '@homebid/shared/schemas/listing';
import type { AppContext } from '../../platform/context';
import { firstScreenParts, readFirstScreenData, type FirstScreen } from '../../platform/first-screen';
import type { RouteShellHint } from '../../platform/web-app';

/** The pages of cards a visit often starts on: their heading, and the controls above the cards on a phone. */
const CARD_PAGES: Record<string, Omit<FirstScreen, 'item'>> = {
  [WEB_PATHS.home]: { heading: 'Listings', controlRows: 1 },
  [WEB_PATHS.listing]: { heading: 'Listings', controlRows: 1 },
  [WEB_PATHS.myProjects]: { heading: 'My Projects', controlRows: 1 },
};

/**
 * The first screen of the listing page and My Projects (platform/first-screen.ts): the heading and the first card's
 * image and title, read as the page reads them (the unfiltered search, or the visitor's own projects of the status
 * the page opens on). On a phone that image is the page's largest paint. A page with no cards gets none.
 */
export function listingFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: Object.keys(CARD_PAGES),
    hint: async (request) => {
      const first = (await readFirstScreenData<ListingPage | ListingCardList>(ctx.config, request))?.items[0];
      if (!first) return undefined;
      const page = CARD_PAGES[request.url.split('?')[0]!.replace(/\/+$/, '')]!;
      return firstScreenParts({ ...page, item: { title: first.title, imageUrl: first.imageUrls[0], size: 'card' } });
    },
  };
}
