import type { ContractDetail } from '@homebid/shared/schemas/contract';
import type { AppContext } from '../../platform/context';
import { firstScreenParts, readFirstScreenData } from '../../platform/first-screen';
import { addShellHint } from '../../platform/web-app';

/**
 * The first screen of both contract pages (platform/first-screen.ts): Contract Details and the project's title, the
 * page's largest text, read as the page reads the contract (only a party to it gets one).
 */
export function registerContractFirstScreen(ctx: AppContext) {
  addShellHint(ctx, ['/v1/projects/contract', '/v1/my-bids/contract'], async (request) => {
    const contract = await readFirstScreenData<ContractDetail>(ctx, request);
    if (!contract) return undefined;
    return firstScreenParts({ heading: 'Contract Details', hasBackArrow: true, item: { title: contract.listing.title, size: 'page' } });
  });
}
