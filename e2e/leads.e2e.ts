import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MSG } from '@homebid/shared/constants/saved-search';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, signInUser, startServer, waitForOutbox, type ApiUser, type RunningServer } from './support';
import { createOpenListing } from './support/seed-marketplace';
import { RESULTS_DIR } from './support/server';

// Lead alerts on a phone: a contractor saves a search from the listing page's Filters, a home owner posts a
// matching project, and the contractor's bell, Alerts page and e-mail (with its unsubscribe link) all tell of it;
// 'Saved Searches' in the profile counts the new match and runs the search on the listing page.

const PHONE = { width: 360, height: 740 };
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
const bellCount = (page: Page) => page.getByTestId('alerts-unread-badge').getAttribute('data-count');

describe('lead alerts', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;
  let owner: ApiUser;
  let contractor: ApiUser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const phone = await newPage(browser, server.url, PHONE);
    page = phone.page;
    [owner, contractor] = await Promise.all([
      registerUser(server.url, { name: 'Olive Owner' }),
      registerUser(server.url, { name: 'Cody Contractor', context: phone.context }),
    ]);
    await Promise.all([
      owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } }),
      contractor.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => [page]);

  it('saves a search from the Filters on a phone', async () => {
    const p = page!;
    await p.goto('/v1');
    await poll(() => bellCount(p)).toBe('0');
    await p.getByRole('button', { name: 'Filters' }).click();
    await p.getByLabel('Search', { exact: true }).fill('porch');
    await p.getByRole('button', { name: 'Save this search' }).click();
    const dialog = p.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill('Porch jobs');
    await dialog.getByLabel('Right away').check();
    await p.screenshot({ path: `${RESULTS_DIR}/leads-save-search-phone.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Search saved. We will tell you about new matching projects.').waitFor();
    expect(await contractor.api<{ searches: Array<{ name: string; filter: unknown }> }>('/saved-searches')).toMatchObject({
      searches: [{ name: 'Porch jobs', filter: { text: 'porch' } }],
    });
  });

  it('a matching project from another account raises the bell, shows on Alerts and is e-mailed with an unsubscribe link', async () => {
    const p = page!;
    const since = new Date();
    await createOpenListing(server, owner, 'Fix the front porch');
    await createOpenListing(server, owner, 'Paint the fence', { description: 'Two coats on the picket fence.' });
    // no reload: the count arrives over the WebSocket once the lead-match job ran
    await poll(() => bellCount(p)).toBe('1');
    await p.getByRole('link', { name: 'Alerts' }).click();
    // on a phone each alert is a card of its fields
    await p.getByText('New Lead', { exact: true }).waitFor();
    await p.getByText('A new project matches your saved search “Porch jobs”: “Fix the front porch”.').waitFor();
    expect(await p.getByText('Paint the fence').count()).toBe(0);
    await p.screenshot({ path: `${RESULTS_DIR}/leads-alert-phone.png`, fullPage: true });

    const mail = await waitForOutbox(server.url, contractor.email, { since, match: (m) => m.subject === 'HomeBid: New Lead' });
    expect(mail.body).toContain('Fix the front porch');
    expect(mail.body).toMatch(/Turn them off: http:\/\/\S+\/notifications\/unsubscribe\?token=/);
  });

  it('Saved Searches in the profile counts the new match and runs the search on the listing page', async () => {
    const p = page!;
    await p.goto('/v1/profile/saved-searches');
    const item = p.getByRole('listitem').filter({ hasText: 'Porch jobs' });
    await item.getByText('1 new').waitFor();
    await p.screenshot({ path: `${RESULTS_DIR}/leads-saved-searches-phone.png`, fullPage: true });
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await item.getByRole('link', { name: 'Porch jobs' }).click();
    await p.waitForURL('**/v1/listing?saved_search=*');
    await p.getByRole('article', { name: 'Fix the front porch' }).waitFor();
    expect(await p.getByRole('article', { name: 'Paint the fence' }).count()).toBe(0);
    // opened, the search has no new matches any more
    await p.goto('/v1/profile/saved-searches');
    await p.getByRole('listitem').filter({ hasText: 'Porch jobs' }).waitFor();
    expect(await p.getByText('1 new').count()).toBe(0);
  });

  it('pauses, edits and deletes with confirmation', async () => {
    const p = page!;
    const item = p.getByRole('listitem').filter({ hasText: 'Porch jobs' });
    await item.getByRole('button', { name: 'Pause' }).click();
    await item.getByText('Paused').waitFor();
    await item.getByRole('button', { name: 'Edit' }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit saved search' });
    await dialog.getByLabel('Name').fill('Porches');
    await dialog.getByLabel('Daily digest (7 am Eastern)').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const renamed = p.getByRole('listitem').filter({ hasText: 'Porches' });
    await renamed.getByText('Daily digest (7 am Eastern)').waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await p.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await p.getByText('No saved searches yet.', { exact: false }).waitFor();
  });

  it('tells a home owner that saving searches is for contractors and suppliers', async () => {
    const { page: ownerPage, context } = await newPage(browser, server.url, PHONE);
    await signInUser(server.url, owner, context);
    await ownerPage.goto('/v1/profile/saved-searches');
    await ownerPage.getByText(SAVED_SEARCH_MSG.onlySellers).waitFor();
    expect(await ownerPage.getByText('No saved searches yet.', { exact: false }).count()).toBe(0);
    await context.close();
  });
});
