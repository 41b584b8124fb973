import type { MyBidList } from '@homebid/shared/schemas/bid';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { firstRowScreen } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/** My Bids opens on the newest bids: their projects' titles are the page's largest text on a phone. */
export const myBidsFirstScreen = (ctx: Pick<AppContext, 'config'>): RouteShellHint =>
  firstRowScreen<MyBidList>(ctx.config, [WEB_PATHS.myBids], ({ items }) => items.map((bid) => ({ title: bid.listing.title })));
