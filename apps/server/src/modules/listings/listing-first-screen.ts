import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { ListingPage } from '@homebid/shared/schemas/listing';
import type { AppContext } from '../../platform/context';
import { readFirstScreenData } from '../../platform/first-screen';
import { pageFirstScreen, routeOf } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/**
 * The first screen of the pages of cards (platform/first-screen.ts): the listing page, My Projects and Saved
 * Projects, with the first card's image and title, read as the page reads them (the unfiltered search, or the
 * visitor's own or saved projects of the status the page opens on). On a phone that image is the page's largest
 * paint. A page with no cards gets its heading only.
 */
export function listingFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: [WEB_PATHS.home, WEB_PATHS.listing, WEB_PATHS.myProjects, WEB_PATHS.savedProjects],
    hint: async (request) => {
      const cards = await readFirstScreenData<ListingPage>(ctx.config, request);
      if (!cards) return undefined;
      const first = cards.items[0];
      return pageFirstScreen(routeOf(request.url), first && { item: { title: first.title, imageUrl: first.imageUrls[0], size: 'card' } });
    },
  };
}
