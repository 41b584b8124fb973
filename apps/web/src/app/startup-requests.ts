import { firstScreenApiPaths } from '@homebid/shared/api-paths';

/**
 * The requests a signed-in first page needs, started at startup beside its code instead of once the route guard
 * and the page have rendered (on a phone, after the antd layout, the shell and the page's chunks have arrived and
 * run): who is signed in, and the page's own data (shared/api-paths.ts, built as the pages' own queries build
 * them, so their first apiFetch takes the early response). The server's HTML already asked for the same paths
 * (a <link rel=preload as=fetch>), so these fetches are answered from that. Returns the API paths asked for.
 */
export function startFirstScreenRequests(location: Pick<Location, 'pathname' | 'search'>, fetchEarly: (path: string) => void): string[] {
  const paths = firstScreenApiPaths(location.pathname, location.search);
  paths.forEach(fetchEarly);
  return paths;
}
