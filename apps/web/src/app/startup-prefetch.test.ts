import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bidKeys } from '../features/bids/api/bid-keys';
import { listingKeys } from '../features/listings/api/listing-keys';
import { prefetchFirstScreen } from './startup-prefetch';

/** Runs the startup prefetch for one address; returns the API paths asked for and the cache it filled. */
async function prefetch(pathname: string, search = '') {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ items: [], nextCursor: null, id: 'c1' }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = new QueryClient();
  prefetchFirstScreen(client, { pathname, search });
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return { asked, cached: client.getQueryCache().getAll().map((q) => q.queryKey) };
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchFirstScreen', () => {
  it('asks for the unfiltered search on the listing page, with or without a trailing slash', async () => {
    expect((await prefetch('/v1')).asked).toEqual(['/api/listings?']);
    expect((await prefetch('/v1/')).cached).toEqual([listingKeys.search({})]);
    expect((await prefetch('/v1/listing')).asked).toEqual(['/api/listings?']);
  });

  it('asks My Projects for the status the page opens on', async () => {
    expect(await prefetch('/v1/projects')).toEqual({ asked: ['/api/listings/mine?status=open'], cached: [listingKeys.mine('open')] });
    expect((await prefetch('/v1/projects', '?status=closed')).asked).toEqual(['/api/listings/mine?status=closed']);
    expect((await prefetch('/v1/projects-liked')).cached).toEqual([listingKeys.liked('open')]);
  });

  it('looks contracts up the way their pages do', async () => {
    expect(await prefetch('/v1/my-bids/contract', '?bid_id=b-1')).toEqual({ asked: ['/api/bids/b-1/contract'], cached: [bidKeys.contractByBid('b-1')] });
    expect((await prefetch('/v1/projects/contract', '?contract_id=c-1')).asked).toEqual(['/api/contracts/c-1']);
    expect((await prefetch('/v1/projects/contract', '?listing_id=l-1')).cached).toEqual([bidKeys.contract('listing:l-1')]);
  });

  it('asks nothing for a contract page without its id, or for other pages', async () => {
    expect((await prefetch('/v1/my-bids/contract')).asked).toEqual([]);
    expect((await prefetch('/v1/projects/contract')).asked).toEqual([]);
    expect((await prefetch('/v1/chats')).asked).toEqual([]);
    expect((await prefetch('/')).asked).toEqual([]);
  });
});
