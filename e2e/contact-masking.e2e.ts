import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_HIDDEN, CONTACT_HIDDEN_NOTICE } from '@homebid/shared/domain/contact-masking';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, sharedServer, type ApiUser, type RunningServer } from './support';
import { createOpenListing } from './support/seed-marketplace';

const PHONE_MESSAGE = 'Call me at (401) 555-0123 tonight';
const BID_DESCRIPTION = 'Two days of work. Text me on 401.555.0123 to skip the fees.';

// Contact details stay on HomeBid until hire: a phone number a contractor writes in chat and in a bid reads as
// '[hidden until hired]' for the home owner, with the notice why, still after her offer, and in full once he accepts it.
describe('contact details hidden until hire', () => {
  let server: RunningServer;
  let browser: Browser;
  let posterPage: Page | undefined;
  let bidderPage: Page | undefined;
  let poster: ApiUser;
  let bidder: ApiUser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    const [posterSide, bidderSide] = await Promise.all([newPage(browser, server.url), newPage(browser, server.url)]);
    posterPage = posterSide.page;
    bidderPage = bidderSide.page;
    [poster, bidder] = await Promise.all([
      registerUser(server.url, { name: 'Hannah Owner', context: posterSide.context }),
      registerUser(server.url, { name: 'Carl Contractor', context: bidderSide.context }),
    ]);
    await Promise.all([
      poster.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } }),
      bidder.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => [posterPage, bidderPage]);

  const lastMessage = (page: Page) => page.getByTestId('chat-message').last();
  const notice = (page: Page) => page.getByTestId('contact-hidden-notice');

  it('hides a phone number in chat and in a bid from the other side before hire, and shows it after', async () => {
    const p = posterPage!;
    const b = bidderPage!;
    const listing = await createOpenListing(server, poster, 'Fence repair');
    await bidder.api(`/listings/${listing.id}/bids`, {
      method: 'POST',
      body: { amountCents: 80_000, description: BID_DESCRIPTION, startDate: '2030-11-01', endDate: '2030-11-20' },
    });

    // both have the conversation open; the contractor sends his number and reads it in full
    await Promise.all([p.goto(`/v1/chats?uid=${bidder.id}`), b.goto(`/v1/chats?uid=${poster.id}`)]);
    await expect.poll(() => p.getByTestId('chat-header-name').textContent()).toBe('Carl Contractor');
    await expect.poll(() => b.getByTestId('chat-header-name').textContent()).toBe('Hannah Owner');
    await b.getByTestId('chat-input').fill(PHONE_MESSAGE);
    await b.getByTestId('chat-input').press('Enter');
    await expect.poll(() => lastMessage(b).textContent()).toBe(PHONE_MESSAGE);
    expect(await notice(b).count()).toBe(0);

    // the home owner gets it live, masked, with the notice once
    await expect.poll(() => lastMessage(p).textContent()).toBe(`Call me at ${CONTACT_HIDDEN} tonight`);
    await expect.poll(() => notice(p).count()).toBe(1);
    expect(await notice(p).textContent()).toContain(CONTACT_HIDDEN_NOTICE);
    // the conversation list's preview shows it too, drawn in a later render than the conversation: wait for it
    // before looking for the number anywhere on the page
    await expect.poll(() => p.getByTestId('chat-channel-preview').textContent()).toBe(`Call me at ${CONTACT_HIDDEN} tonight`);
    expect(await p.getByText('401', { exact: false }).count()).toBe(0);

    // and the bid's description in View Bidders
    await p.goto(`/v1/projects/bidders?listing_id=${listing.id}`);
    const card = p.getByTestId('poster-bid-card');
    await expect.poll(() => card.getByText(`Text me on ${CONTACT_HIDDEN} to skip the fees.`, { exact: false }).count()).toBe(1);
    expect(await card.getByTestId('contact-hidden-notice').count()).toBe(1);

    // she sends him the contract: an offer alone shows nothing more
    await card.getByRole('button', { name: 'Hire' }).click();
    await p.getByRole('dialog', { name: 'Bid Details' }).getByRole('button', { name: 'Hire' }).click();
    await card.getByText('Offer sent').waitFor();
    expect(await card.getByTestId('contact-hidden-notice').count()).toBe(1);
    // he accepts it: hired, the same screens show everything
    const bid = await bidder.api<{ id: string }>(`/listings/${listing.id}/bids/mine`);
    const contract = await bidder.api<{ id: string }>(`/bids/${bid.id}/contract`);
    await bidder.api(`/contracts/${contract.id}/accept`, { method: 'POST' });
    await p.reload();
    await expect.poll(() => card.getByText(BID_DESCRIPTION).count()).toBe(1);
    expect(await card.getByTestId('contact-hidden-notice').count()).toBe(0);

    await p.goto(`/v1/chats?uid=${bidder.id}`);
    await expect.poll(() => lastMessage(p).textContent()).toBe(PHONE_MESSAGE);
    expect(await notice(p).count()).toBe(0);
  });
});
