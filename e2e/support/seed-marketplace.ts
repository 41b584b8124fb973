// A small marketplace made through the real API, so every page of the app has something on it: a poster with an
// open listing and one under contract (the bidder's bid, one milestone, hired and accepted), and a chat between
// the two.
import type { Bid } from '@homebid/shared/schemas/bid';
import type { ListingDetail, ListingUpload } from '@homebid/shared/schemas/listing';
import type { BrowserContext } from 'playwright-core';
import { pngFile } from './flows';
import type { RunningServer } from './server';
import { registerUser, type ApiUser } from './users';

export interface SeededMarketplace {
  poster: ApiUser;
  bidder: ApiUser;
  listing: ListingDetail;
  bid: Bid;
  contractId: string;
  channelId: string;
  /** A word only this seed's listing title holds (search for it to find the listing). */
  word: string;
}

/** Uploads a real PNG as a listing image and returns its key. */
export async function uploadListingImage(server: RunningServer, owner: ApiUser): Promise<string> {
  const form = new FormData();
  form.append('kind', 'image');
  const image = pngFile('porch.png');
  form.append('file', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const response = await fetch(`${server.url}/api/listings/uploads`, { method: 'POST', body: form, headers: { cookie: owner.cookie, origin: server.url } });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as ListingUpload).key;
}

/**
 * An open services listing (budget $5,000, with an image) posted by `owner` through the API; `fields` replace the
 * defaults (budget, industries, description...).
 */
export async function createOpenListing(server: RunningServer, owner: ApiUser, title: string, fields: Record<string, unknown> = {}): Promise<ListingDetail> {
  const image = await uploadListingImage(server, owner);
  return owner.api<ListingDetail>('/listings', {
    method: 'POST',
    body: {
      listingType: 'service',
      title,
      industries: ['Carpenter'],
      deadline: '2031-06-30',
      description: 'Replace the rotten boards and rails of the front porch.',
      location: { streetAddress: '12 Main St', placeId: '02903' },
      images: [image],
      materialsProvided: false,
      budgetCents: 500_000,
      ...fields,
    },
  });
}

/**
 * Seeds the marketplace. With contexts, the poster and the bidder are signed in there (their pages are
 * signed in as them).
 */
export async function seedMarketplace(
  server: RunningServer,
  contexts: { poster?: BrowserContext; bidder?: BrowserContext } = {},
): Promise<SeededMarketplace> {
  const word = `porch${Math.random().toString(36).slice(2, 8)}`;
  const [poster, bidder] = await Promise.all([
    registerUser(server.url, { name: 'Hannah Homeowner', context: contexts.poster }),
    registerUser(server.url, { name: 'Carl Contractor', context: contexts.bidder }),
  ]);
  await Promise.all([
    poster.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } }),
    bidder.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
  ]);
  const listing = await createOpenListing(server, poster, `Rebuild the front porch ${word}`);
  // a second listing stays open, so the listing page shows a card
  await createOpenListing(server, poster, `Paint the back fence ${word}`);
  const { bid } = await bidder.api<{ bid: Bid }>(`/listings/${listing.id}/bids`, {
    method: 'POST',
    body: {
      amountCents: 450_000,
      description: 'New pressure-treated boards and rails.',
      startDate: '2030-11-01',
      endDate: '2030-11-20',
      milestones: [{ description: 'Boards and rails', dueDate: '2030-11-20', amountCents: 450_000 }],
    },
  });
  const hired = await poster.api<{ contract: { id: string } }>(`/bids/${bid.id}/hire`, { method: 'POST' });
  await bidder.api(`/contracts/${hired.contract.id}/accept`, { method: 'POST' });
  const channel = await poster.api<{ id: string }>('/chat/channels', { method: 'POST', body: { userId: bidder.id } });
  await poster.api(`/chat/channels/${channel.id}/messages`, { method: 'POST', body: { text: 'When can you start on the porch?' } });
  await bidder.api(`/chat/channels/${channel.id}/messages`, { method: 'POST', body: { text: 'Monday morning works.' } });
  return { poster, bidder, listing, bid, contractId: hired.contract.id, channelId: channel.id, word };
}
