import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReportPage } from '@homebid/shared/schemas/moderation';
import { searchPath } from '@homebid/shared/api-paths';
import type { ListingDetail, ListingPage } from '@homebid/shared/schemas/listing';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, signInUser, type ApiUser, type RunningServer } from './support';
import { startServerWithAdmin } from './support/operators';
import { createOpenListing } from './support/seed-marketplace';

// What users see of HomeBid's moderation (issue 28), on a phone: a contractor reports a listing from its card's menu
// ('Report', a reason, the confirmation; a second report is refused in the server's words); the owner of a listing an
// operator hid reads 'Hidden by HomeBid: <reason>' on My Projects and can answer through Contact Support, while the
// listing's short link says it is unavailable; a reply an operator wrote shows under the request on Support Requests.

const PHONE = { width: 360, height: 780 };
const WORD = `gazebo${Math.random().toString(36).slice(2, 8)}`;
const TITLE = `Build a cedar gazebo ${WORD}`;
const HIDE_REASON = 'The photos belong to another company.';

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const cardByTitle = (page: Page, title: string) => page.getByTestId('post-card').filter({ has: page.getByTestId('post-title').getByText(title, { exact: true }) });

describe('reports and moderation, as users see them', () => {
  let server: RunningServer;
  let browser: Browser;
  let operator: ApiUser;
  let owner: ApiUser;
  let reporter: ApiUser;
  let ownerPage: Page | undefined;
  let reporterPage: Page | undefined;
  let listing: ListingDetail;

  beforeAll(async () => {
    const [started, launched] = await Promise.all([startServerWithAdmin(), launchBrowser()]);
    [server, browser] = [started.server, launched];
    // a fresh sign-in: the operator's changes need no step-up
    operator = await signInUser(server.url, started.admin);
    const [ownerContext, reporterContext] = await Promise.all([newPage(browser, server.url, PHONE), newPage(browser, server.url, PHONE)]);
    ownerPage = ownerContext.page;
    reporterPage = reporterContext.page;
    [owner, reporter] = await Promise.all([
      registerUser(server.url, { name: 'Hannah Homeowner', context: ownerContext.context }),
      registerUser(server.url, { name: 'Carl Contractor', context: reporterContext.context }),
    ]);
    await owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
    await reporter.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } });
    listing = await createOpenListing(server, owner, TITLE);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => [ownerPage, reporterPage]);

  it("a contractor reports a listing from its card's menu; the owner's own card offers no 'Report'", async () => {
    const page = reporterPage!;
    await page.goto('/v1');
    const card = cardByTitle(page, TITLE);
    await card.getByTestId('card-menu').click();
    await page.getByRole('menuitem', { name: 'Report' }).click();

    const dialog = page.getByRole('dialog', { name: 'Report' });
    await dialog.getByText(`Why are you reporting “${TITLE}”?`).waitFor();
    for (const reason of ['Scam or fraud', 'Inappropriate', 'Spam', 'Asking to pay outside HomeBid', 'Other']) {
      expect(await dialog.getByRole('radio', { name: reason, exact: true }).count()).toBe(1);
    }
    // 'Other' needs a text
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please tell us what is wrong.').waitFor();
    await dialog.getByLabel('What is wrong?').fill('The poster asked me to pay a deposit by wire transfer.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Thank you. HomeBid will review your report.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();

    // the operators' queue has it, as sent
    const queue = await operator.api<AdminReportPage>('/admin/reports?state=open');
    const report = queue.items.find((item) => item.target.id === listing.id);
    expect(report).toMatchObject({ reason: 'other', text: 'The poster asked me to pay a deposit by wire transfer.', reporter: { id: reporter.id } });

    // a second report of the same listing is refused in the server's words
    await card.getByTestId('card-menu').click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('You have already reported this. HomeBid will look into it.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // nobody reports their own listing
    const own = ownerPage!;
    await own.goto('/v1');
    await cardByTitle(own, TITLE).getByTestId('card-menu').click();
    await own.getByRole('menuitem', { name: 'Share Post' }).waitFor();
    expect(await own.getByRole('menuitem', { name: 'Report' }).count()).toBe(0);
    await own.keyboard.press('Escape');
  });

  it("the owner of a listing HomeBid hid reads 'Hidden by HomeBid: <reason>' on My Projects and can answer; its short link says it is unavailable", async () => {
    const searchIds = async () => (await reporter.api<ListingPage>(searchPath({ text: WORD }))).items.map((item) => item.id);
    expect(await searchIds()).toContain(listing.id);
    await operator.api(`/admin/listings/${listing.id}/hide`, { method: 'POST', body: { reason: HIDE_REASON } });

    const page = ownerPage!;
    await page.goto('/v1/projects');
    const notice = cardByTitle(page, TITLE).getByTestId('hidden-by-homebid');
    await poll(() => notice.textContent()).toContain(`Hidden by HomeBid: ${HIDE_REASON}`);
    await notice.getByRole('button', { name: /^Contact Support/ }).click();
    const support = page.getByRole('dialog', { name: 'Contact Support' });
    await poll(() => support.getByLabel('Subject').inputValue()).toBe(`Hidden project: ${TITLE}`);
    await support.getByRole('button', { name: 'Cancel' }).click();

    // others no longer find it, and its short link says so
    expect(await searchIds()).not.toContain(listing.id);
    const shortLink = await fetch(`${server.url}/s/${listing.shareCode}`);
    expect(shortLink.status).toBe(404);
    expect(await shortLink.text()).toContain('This project is unavailable.');
  });

  it("HomeBid's reply to a support request shows under it on Support Requests", async () => {
    const { ticket } = await owner.api<{ ticket: { id: number } }>('/support/tickets', {
      method: 'POST',
      body: { subject: `Why was my gazebo hidden? ${WORD}`, message: 'The photos are my own.' },
    });
    const replyText = 'Thank you, we checked the photos and will look at the listing again.';
    await operator.api(`/admin/tickets/${ticket.id}/replies`, { method: 'POST', body: { body: replyText } });

    const page = ownerPage!;
    await page.goto('/v1/profile/support');
    const reply = page.getByTestId('ticket-reply').first();
    await poll(() => reply.textContent()).toContain(replyText);
    expect(await reply.textContent()).toContain('HomeBid Support');
    // dated as the page dates requests ('DD MMM, YYYY h:mm a')
    expect(await reply.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await reply.locator('time').textContent()).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4} \d{1,2}:\d{2} (am|pm)$/);
  });
});
