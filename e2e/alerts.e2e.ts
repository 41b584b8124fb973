import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail } from '@homebid/shared/schemas/listing';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, startServer, waitForOutbox, type ApiUser, type RunningServer } from './support';
import { createOpenListing } from './support/seed-marketplace';
import { RESULTS_DIR } from './support/server';

// A contractor bids on the home owner's project: the owner's bell count rises without a reload, the alert is
// on /v1/alerts and opens the bidders page; the owner hires, and the contractor's bell shows the offer. The
// owner asks support for help and is told 'We'll Be In Touch Soon!'; the request reaches the support inbox.

const SUPPORT_EMAIL = 'help-desk@homebid.test';
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const bellCount = (page: Page) => page.getByTestId('alerts-unread-badge').getAttribute('data-count');

describe('alerts and support', () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerPage: Page | undefined;
  let contractorPage: Page | undefined;
  let owner: ApiUser;
  let contractor: ApiUser;
  let listing: ListingDetail;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SUPPORT_EMAIL }), launchBrowser()]);
    const [ownerContext, contractorContext] = await Promise.all([newPage(browser, server.url), newPage(browser, server.url)]);
    ownerPage = ownerContext.page;
    contractorPage = contractorContext.page;
    [owner, contractor] = await Promise.all([
      registerUser(server.url, { name: 'Olive Owner', context: ownerContext.context }),
      registerUser(server.url, { name: 'Cody Contractor', context: contractorContext.context }),
    ]);
    await Promise.all([
      owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } }),
      contractor.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
    ]);
    listing = await createOpenListing(server, owner, 'Replace the roof', { budgetCents: 300_000, industries: ['Roofing'], description: 'New shingles.' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => [ownerPage, contractorPage]);

  let bidId: string;

  it('a bid raises the owner’s bell live, and the alert opens the bidders page', async () => {
    const page = ownerPage!;
    await page.goto('/v1/alerts');
    await page.getByText('No alerts yet').waitFor();
    await page.goto('/v1');
    await poll(() => bellCount(page)).toBe('0');

    const placed = await contractor.api<{ bid: { id: string } }>(`/listings/${listing.id}/bids`, {
      method: 'POST',
      body: { amountCents: 250_000, description: 'Architectural shingles', startDate: '2030-11-01', endDate: '2030-11-20', milestones: [] },
    });
    bidId = placed.bid.id;
    // no reload: the count arrives over the WebSocket
    await poll(() => bellCount(page)).toBe('1');
    await page.getByRole('link', { name: 'Alerts' }).click();
    const row = page.getByRole('row').filter({ hasText: 'New Bid' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Cody Contractor placed a bid on “Replace the roof”.');
    expect(await row.locator('time').textContent()).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4} \d{1,2}:\d{2} (am|pm)$/);
    for (const header of ['Alert', 'Details', 'Date and Time']) await page.getByRole('columnheader', { name: header }).waitFor();
    // shown means read
    await poll(() => bellCount(page)).toBe('0');
    await page.screenshot({ path: `${RESULTS_DIR}/alerts-page.png`, fullPage: true });

    await row.getByRole('cell').nth(1).click();
    await page.waitForURL(`**/v1/projects/bidders?listing_id=${listing.id}`);
  });

  it('hiring alerts the contractor, whose bell shows it', async () => {
    const page = contractorPage!;
    await page.goto('/v1');
    await poll(() => bellCount(page)).toBe('0');
    await owner.api(`/bids/${bidId}/hire`, { method: 'POST' });
    await poll(() => bellCount(page)).toBe('1');
    await page.getByRole('link', { name: 'Alerts' }).click();
    await page.getByRole('row').filter({ hasText: 'Contract Offered' }).getByRole('link', { name: 'Contract Offered' }).click();
    await page.waitForURL(`**/v1/my-bids/contract?bid_id=${bidId}`);
  });

  it('Contact Support validates, confirms with the spec’s words, and reaches the support inbox', async () => {
    const page = ownerPage!;
    await page.goto('/v1');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Contact Support' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'Contact Support' });
    await modal.getByRole('button', { name: 'Send' }).click();
    await modal.getByText('Please enter a subject.').waitFor();
    await modal.getByText('Please enter a message.').waitFor();
    await modal.getByLabel('Subject').fill('Cannot find my contract');
    await modal.getByLabel('Message').fill('The contract for my roof is not listed.');
    const since = new Date();
    await modal.getByRole('button', { name: 'Send' }).click();
    await page.getByText("We'll Be In Touch Soon!").waitFor();
    await page.getByText('Our customer service representative will be in touch with you within a few business hours to assist you!').waitFor();
    const mail = await waitForOutbox(server.url, SUPPORT_EMAIL, { since });
    expect(mail.subject).toContain('Cannot find my contract');
    expect(mail.body).toContain(owner.email);

    // the user sees their own request and its status under Profile > Support Requests
    await page.getByRole('button', { name: 'OK' }).click();
    await page.goto('/v1/profile/support');
    const row = page.getByRole('row').filter({ hasText: 'Cannot find my contract' });
    await poll(async () => {
      await page.reload();
      await row.waitFor();
      return row.textContent();
    }).toContain('Sent to support');
  });
});
