import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMyListings } from '../features/listings/api/list-my-listings';
import { searchListings } from '../features/listings/api/search-listings';
import { getMyProfile } from '../lib/queries/my-profile';
import { fetchEarly } from '../lib/early-fetch';
import { startFirstScreenRequests } from './startup-requests';

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('location', { pathname: '/v1/projects', search: '' });
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ answer: asked.length }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const started = (pathname: string, search = '') => startFirstScreenRequests({ pathname, search }, () => {});

describe('startFirstScreenRequests', () => {
  it('asks who is signed in, and the unfiltered search on the listing page, with or without a trailing slash', () => {
    expect(started('/v1')).toEqual(['/profile/me', '/listings?']);
    expect(started('/v1/')).toEqual(['/profile/me', '/listings?']);
    expect(started('/v1/listing')).toEqual(['/profile/me', '/listings?']);
  });

  it('asks My Projects for the status the page opens on, Saved Projects for the open ones', () => {
    expect(started('/v1/projects')).toEqual(['/profile/me', '/listings/mine?status=open']);
    expect(started('/v1/projects', '?status=closed')).toEqual(['/profile/me', '/listings/mine?status=closed']);
    expect(started('/v1/projects-liked')).toEqual(['/profile/me', '/listings/liked?status=open']);
  });

  it('looks contracts up the way their pages do, and asks nothing more for a contract page without its id', () => {
    expect(started('/v1/my-bids/contract', '?bid_id=b-1')).toEqual(['/profile/me', '/bids/b-1/contract']);
    expect(started('/v1/projects/contract', '?contract_id=c-1')).toEqual(['/profile/me', '/contracts/c-1']);
    expect(started('/v1/projects/contract', '?listing_id=l-1')).toEqual(['/profile/me', '/listings/l-1/contract']);
    expect(started('/v1/my-bids/contract')).toEqual(['/profile/me']);
    expect(started('/v1/register')).toEqual(['/profile/me']);
  });

  it('asks for the first data of the other pages a visit often starts on, as their queries ask for it', () => {
    expect(started('/v1/my-bids')).toEqual(['/profile/me', '/bids/mine']);
    expect(started('/v1/chats', '?uid=u-1')).toEqual(['/profile/me', '/chat/channels']);
    expect(started('/v1/alerts')).toEqual(['/profile/me', '/alerts?page=1&pageSize=5']);
    expect(started('/v1/profile/support')).toEqual(['/profile/me', '/support/tickets']);
    expect(started('/v1/profile/certification/')).toEqual(['/profile/me', '/profile/certificates']);
  });

  it("starts the requests once: the pages' own API calls take the early responses", async () => {
    startFirstScreenRequests({ pathname: '/v1/projects', search: '' }, fetchEarly);
    expect(asked).toEqual(['/api/profile/me', '/api/listings/mine?status=open']);
    expect(await getMyProfile()).toEqual({ answer: 1 });
    expect(await listMyListings('open')).toEqual({ answer: 2 });
    expect(asked).toHaveLength(2);
    // taken once: the next call asks the server again
    expect(await listMyListings('open')).toEqual({ answer: 3 });
    expect(await searchListings({})).toEqual({ answer: 4 });
  });
});
