import type { QueryClient } from '@tanstack/react-query';
import { contractByBidOptions, contractLookupOf, contractOptions } from '../features/bids/api/get-contract';
import { likedListingsOptions } from '../features/listings/api/list-liked-listings';
import { myListingsOptions, myProjectsStatusOf } from '../features/listings/api/list-my-listings';
import { prefetchListingSearch } from '../features/listings/api/search-listings';

type Prefetch = (client: QueryClient, params: URLSearchParams) => Promise<void> | undefined;

// What the first screen of the pages a visit often starts on shows, with the same query options as the page's own
// hooks (so the page finds it in the cache). The server names each page's code in its HTML (page-preloads.ts).
const FIRST_SCREEN_DATA: Record<string, Prefetch> = {
  '/v1': (client) => prefetchListingSearch(client),
  '/v1/listing': (client) => prefetchListingSearch(client),
  '/v1/projects': (client, params) => client.prefetchQuery(myListingsOptions(myProjectsStatusOf(params))),
  '/v1/projects-liked': (client) => client.prefetchQuery(likedListingsOptions('open')),
  // prefetchQuery ignores `enabled`: a contract page without its id asks for nothing
  '/v1/projects/contract': (client, params) => {
    const options = contractOptions(contractLookupOf(params));
    return options.enabled ? client.prefetchQuery(options) : undefined;
  },
  '/v1/my-bids/contract': (client, params) => {
    const options = contractByBidOptions(params.get('bid_id'));
    return options.enabled ? client.prefetchQuery(options) : undefined;
  },
};

/**
 * Asks for the first page's data at startup, beside its code, instead of once the page has rendered (on a phone
 * that is after the antd layout, the shell and the page's chunks have arrived and run). Signed-in pages only: the
 * caller skips it for a visitor the server marked as signed out.
 */
export function prefetchFirstScreen(client: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  void FIRST_SCREEN_DATA[path]?.(client, new URLSearchParams(location.search));
}
