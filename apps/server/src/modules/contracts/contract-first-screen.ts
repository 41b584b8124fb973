import { firstScreenApiPaths } from '@homebid/shared/api-paths';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { hasSessionCookie } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { firstScreenParts, readAsVisitor } from '../../platform/first-screen';
import { addShellHint } from '../../platform/web-app';

/**
 * The first screen of both contract pages (platform/first-screen.ts): Contract Details and the project's title, the
 * page's largest text, read as the page reads the contract (only a party to it gets one).
 */
export function registerContractFirstScreen(ctx: AppContext) {
  addShellHint(ctx, ['/v1/projects/contract', '/v1/my-bids/contract'], async (request) => {
    if (!hasSessionCookie(ctx, request)) return undefined;
    const [pathname, search = ''] = request.url.split('?');
    const dataPath = firstScreenApiPaths(pathname!, search)[1];
    const contract = dataPath ? await readAsVisitor<ContractDetail>(request, dataPath) : undefined;
    if (!contract) return undefined;
    return firstScreenParts({ heading: 'Contract Details', hasBackArrow: true, item: { title: contract.listing.title, size: 'page' } });
  });
}
