import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import type { AppContext } from '../../platform/context';
import { readFirstScreenData } from '../../platform/first-screen';
import { pageFirstScreen, routeOf } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/**
 * The first screen of both contract pages (platform/first-screen.ts): Contract Details and the project's title, the
 * page's largest text, read as the page reads the contract (only a party to it gets one).
 */
export function contractFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: [WEB_PATHS.posterContract, WEB_PATHS.bidderContract],
    hint: async (request) => {
      const contract = await readFirstScreenData<ContractDetail>(ctx.config, request);
      if (!contract) return undefined;
      return pageFirstScreen(routeOf(request.url), { item: { title: contract.listing.title, size: 'page' } });
    },
  };
}
