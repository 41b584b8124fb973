import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail, ListingUpload } from '@homebid/shared/schemas/listing';
import { BADGE_TEXT } from '@homebid/shared/constants/badges';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, sharedServer, type ApiUser, type RunningServer } from './support';
import { pngFile } from './support/flows';
import { sidewaysOverflow } from './support/page-checks';

// On a phone (360 px, touch), a poster opens View Bidders: the bidder whose identity the bank-transfer provider
// verified shows 'Identity verified', a tap on it explains it, and 'Verified bidders only' leaves only that bidder.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function createListing(server: RunningServer, owner: ApiUser): Promise<ListingDetail> {
  const form = new FormData();
  form.append('kind', 'image');
  const image = pngFile('porch.png');
  form.append('file', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const response = await fetch(`${server.url}/api/listings/uploads`, { method: 'POST', body: form, headers: { cookie: owner.cookie, origin: server.url } });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const upload = (await response.json()) as ListingUpload;
  return owner.api<ListingDetail>('/listings', {
    method: 'POST',
    body: {
      listingType: 'service',
      title: 'Rebuild the porch steps',
      materialsProvided: false,
      budgetCents: 300_000,
      industries: ['Carpenter'],
      deadline: '2031-06-30',
      location: { streetAddress: '12 Main St', placeId: '02903' },
      images: [upload.key],
    },
  });
}

const bid = (bidder: ApiUser, listingId: string) =>
  bidder.api(`/listings/${listingId}/bids`, { method: 'POST', body: { amountCents: 250_000, description: 'New treads', endDate: '2030-11-20', milestones: [] } });

describe('verified badges', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;
  let listing: ListingDetail;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    const phone = await newPage(browser, server.url, { width: 360, height: 740, touch: true });
    page = phone.page;
    const [poster, verified, plain] = await Promise.all([
      registerUser(server.url, { name: 'Paula Poster', context: phone.context }),
      registerUser(server.url, { name: 'Vera Verified' }),
      registerUser(server.url, { name: 'Nate Newcomer' }),
    ]);
    await Promise.all([
      poster.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } }),
      verified.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
      plain.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
    ]);
    // the sandbox verifies a personal customer at once: 'Identity verified'
    await verified.api('/payments/customer', {
      method: 'POST',
      body: { firstName: 'Vera', lastName: 'Verified', email: verified.email, address1: '1 Main St', city: 'Providence', state: 'RI', postalCode: '02903', dateOfBirth: '1980-01-31', ssn: '1234', termsAccepted: true },
    });
    listing = await createListing(server, poster);
    await bid(verified, listing.id);
    await bid(plain, listing.id);
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => [page]);

  it('shows a bidder’s badge on View Bidders, explains it on a tap and filters to verified bidders', async () => {
    const p = page!;
    await p.goto(`/v1/projects/bidders?listing_id=${listing.id}`);
    const cards = p.getByTestId('poster-bid-card');
    await poll(() => cards.count()).toBe(2);
    const veraCard = cards.filter({ hasText: 'Vera Verified' });
    const badge = veraCard.getByRole('button', { name: /^Identity verified: / });
    await badge.waitFor();
    expect(await cards.filter({ hasText: 'Nate Newcomer' }).getByTestId('verified-badges').count()).toBe(0);

    await badge.tap();
    const explanation = p.getByRole('tooltip');
    await explanation.waitFor();
    expect(await explanation.textContent()).toContain(BADGE_TEXT.identity_verified.explanation);
    expect(await sidewaysOverflow(p)).toBeLessThanOrEqual(0);
    // a tap elsewhere closes it
    await p.getByRole('heading', { name: 'View Bidders' }).tap();
    await explanation.waitFor({ state: 'detached' });
    // opened from the keyboard, Escape closes it; it is drawn in the app's font, not the browser's default
    await badge.focus();
    await p.keyboard.press('Enter');
    await explanation.waitFor();
    const fonts = await explanation.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(document.querySelector('.shell')!).fontFamily]);
    expect(fonts[0]).toBe(fonts[1]);
    await p.keyboard.press('Escape');
    await explanation.waitFor({ state: 'detached' });

    await p.getByRole('checkbox', { name: 'Verified bidders only' }).check();
    await poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Vera Verified');
    await p.getByRole('radio', { name: 'Best rated first' }).check({ force: true });
    expect(await sidewaysOverflow(p)).toBeLessThanOrEqual(0);
  });
});
