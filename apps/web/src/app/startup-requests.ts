import { contractByBidPath, contractLookupOf, contractPath } from '../features/bids/api/get-contract';
import { likedListingsPath } from '../features/listings/api/list-liked-listings';
import { myListingsPath, myProjectsStatusOf } from '../features/listings/api/list-my-listings';
import { searchPath } from '../features/listings/api/search-listings';
import { MY_PROFILE_PATH } from '../features/profile/api/get-my-profile';

// The API paths of what the first screen of the pages a visit often starts on shows, built by the same functions
// as the pages' own queries (so their first apiFetch takes the early response). The server names each page's
// code in its HTML (page-preloads.ts).
const FIRST_SCREEN_DATA: Record<string, (params: URLSearchParams) => string | null> = {
  '/v1': () => searchPath({}),
  '/v1/listing': () => searchPath({}),
  '/v1/projects': (params) => myListingsPath(myProjectsStatusOf(params)),
  '/v1/projects-liked': () => likedListingsPath('open'),
  '/v1/projects/contract': (params) => contractPath(contractLookupOf(params)),
  '/v1/my-bids/contract': (params) => contractByBidPath(params.get('bid_id')),
};

/**
 * The requests a signed-in first page needs, started at startup beside its code instead of once the route guard
 * and the page have rendered (on a phone, after the antd layout, the shell and the page's chunks have arrived and
 * run): who is signed in, and the page's own data. Returns the API paths asked for.
 */
export function startFirstScreenRequests(location: Pick<Location, 'pathname' | 'search'>, fetchEarly: (path: string) => void): string[] {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const paths = [MY_PROFILE_PATH, FIRST_SCREEN_DATA[path]?.(new URLSearchParams(location.search)) ?? null].filter((p): p is string => p !== null);
  paths.forEach(fetchEarly);
  return paths;
}
