import path from 'node:path';
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_CENTS_MSG } from '@homebid/shared/money';
import { launchBrowser, newPage, registerUser, RESULTS_DIR, screenshotOnFailure, startServer, type RunningServer } from './support';
import { hireTwoMilestoneContract, setupBankTransfer, setupSellerCardAccount } from './support/pay-milestones';

// Escrow through the product: the poster funds a milestone by card, the bidder submits it with a photo, the poster
// asks for changes, the bidder submits again, the poster approves and releases; the second milestone is funded by
// bank transfer, the bidder opens a dispute with a PDF, proposes a split and the poster accepts it. Then, on a server
// whose review period is seconds, a submitted milestone nobody answers is released by itself.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A poster and a contractor with an accepted contract of two milestones ($300, $200), both set up to pay and be paid. */
async function acceptedContract(server: RunningServer, posterSide: { context: import('playwright-core').BrowserContext }, bidderSide: { context: import('playwright-core').BrowserContext }) {
  const [poster, bidder] = await Promise.all([
    registerUser(server.url, { name: 'Erin Escrow', context: posterSide.context }),
    registerUser(server.url, { name: 'Sam Submit', context: bidderSide.context }),
  ]);
  await poster.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
  await bidder.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } });
  const { contractId, bidId } = await hireTwoMilestoneContract(server, poster, bidder, 'Deck rebuild');
  await setupSellerCardAccount(bidder);
  return { poster, bidder, contractId, bidId };
}

const row = (page: Page, position: number) => page.getByRole('group', { name: `Milestone ${position} payment` });
const escrowState = (page: Page, position: number) => row(page, position).getByTestId('milestone-escrow-state').textContent();

async function fundByCard(page: Page, position: number) {
  await row(page, position).getByRole('button', { name: 'Fund Milestone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fund Milestone' });
  await dialog.getByText(/If refunded/).waitFor();
  await dialog.getByRole('button', { name: 'Fund by Card' }).click();
  await page.waitForURL(/\/v1\/stripe-payment\?.*purpose=fund/);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText('Your Payment was Successful').waitFor();
  await page.getByRole('button', { name: 'Back to contract' }).first().click();
  await page.getByRole('heading', { name: 'Contract Details' }).waitFor();
}

async function submitWork(page: Page, position: number, note: string, photo?: string) {
  await page.getByRole('button', { name: `Mark as Done for milestone ${position}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark milestone ${position} as done and submit it for review` });
  await dialog.getByLabel('Note for the poster').fill(note);
  if (photo) await dialog.locator('input[type=file]').setInputFiles({ name: photo, mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Mark as Done & Submit for Review' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// a 1x1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('escrow', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    // development mode: the sandbox settles bank transfers by its timer, after a second
    [server, browser] = await Promise.all([startServer({ NODE_ENV: 'development', SANDBOX_TRANSFER_SETTLE_SECONDS: '1' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });
  screenshotOnFailure(() => pages);

  it('fund by card, submit with a photo, request changes, submit again, approve and release', async () => {
    const posterSide = await newPage(browser, server.url, { width: 1280, height: 900 });
    const bidderSide = await newPage(browser, server.url, { width: 360, height: 780 });
    pages.push(posterSide.page, bidderSide.page);
    const { contractId, bidId } = await acceptedContract(server, posterSide, bidderSide);
    const p = posterSide.page;
    const b = bidderSide.page;

    await p.goto(`/v1/projects/contract?contract_id=${contractId}`);
    await p.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await fundByCard(p, 1);
    await poll(() => escrowState(p, 1)).toBe('Funded');
    await poll(() => p.getByText(/Held in escrow/).textContent()).toContain('$300');

    // the bidder sees the milestone funded before starting the work, then submits it with a photo and a note
    await b.goto(`/v1/my-bids/contract?bid_id=${bidId}`);
    await b.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await poll(() => escrowState(b, 1)).toBe('Funded');
    expect(await escrowState(b, 2)).toBe('Unfunded');
    await submitWork(b, 1, 'Boards are down', 'boards.png');
    await poll(() => escrowState(b, 1)).toBe('Submitted for review');
    await b.screenshot({ path: path.join(RESULTS_DIR, 'escrow-bidder-submitted-phone.png'), fullPage: true });

    // the poster sees the submission and the auto-release date, and asks for changes
    await p.reload();
    await poll(() => escrowState(p, 1)).toBe('Submitted for review');
    await row(p, 1).getByText('Boards are down').waitFor();
    await row(p, 1).getByText(/Releases automatically on/).waitFor();
    await row(p, 1).getByRole('button', { name: 'Request Changes' }).click();
    const changes = p.getByRole('dialog', { name: 'Request Changes' });
    await changes.getByLabel('What should the bidder change?').fill('Please seal the boards');
    await changes.getByRole('button', { name: 'Request Changes' }).click();
    await poll(() => escrowState(p, 1)).toBe('Changes requested');

    await b.reload();
    await poll(() => escrowState(b, 1)).toBe('Changes requested');
    await row(b, 1).getByText('Please seal the boards').waitFor();
    await submitWork(b, 1, 'Sealed');
    await poll(() => escrowState(b, 1)).toBe('Submitted for review');

    await p.reload();
    await poll(() => escrowState(p, 1)).toBe('Submitted for review');
    await row(p, 1).getByRole('button', { name: 'Approve & Release' }).click();
    const confirm = p.getByRole('dialog', { name: 'Release this milestone?' });
    await confirm.getByText('$300 goes to the seller. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Approve & Release' }).click();
    await poll(() => escrowState(p, 1)).toBe('Released');
    await poll(() => p.getByTestId('contract-paid').textContent()).toContain('$300');
    await p.screenshot({ path: path.join(RESULTS_DIR, 'escrow-poster-released-desktop.png'), fullPage: true });

    await b.reload();
    await poll(() => escrowState(b, 1)).toBe('Released');
  });

  it('fund by bank transfer, open a dispute with a PDF, propose a split and accept it', async () => {
    const posterSide = await newPage(browser, server.url, { width: 360, height: 780 });
    const bidderSide = await newPage(browser, server.url, { width: 1280, height: 900 });
    pages.push(posterSide.page, bidderSide.page);
    const { poster, bidder, contractId, bidId } = await acceptedContract(server, posterSide, bidderSide);
    await setupBankTransfer(poster, 'Erin');
    await setupBankTransfer(bidder, 'Sam');
    const p = posterSide.page;
    const b = bidderSide.page;

    await p.goto(`/v1/projects/contract?contract_id=${contractId}`);
    await p.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await row(p, 2).getByRole('button', { name: 'Fund Milestone' }).click();
    const dialog = p.getByRole('dialog', { name: 'Fund Milestone' });
    await dialog.getByRole('radio', { name: /Bank transfer/ }).check();
    await dialog.getByRole('button', { name: 'Fund by Bank Transfer' }).click();
    await dialog.getByText(/Bank transfer started/).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    // pending first, funded once the sandbox bank settles the transfer into the platform's balance
    await poll(() => escrowState(p, 2)).toMatch(/^(Funding \(bank transfer pending\)|Funded)$/);
    await poll(() => escrowState(p, 2)).toBe('Funded');

    await b.goto(`/v1/my-bids/contract?bid_id=${bidId}`);
    await b.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await poll(() => escrowState(b, 2)).toBe('Funded');
    await row(b, 2).getByRole('button', { name: 'Open Dispute for milestone 2' }).click();
    const open = b.getByRole('dialog', { name: 'Open Dispute: milestone 2' });
    await open.getByRole('radio', { name: 'Payment not released' }).check();
    await open.getByLabel('What happened').fill('The railings are installed; the poster will not release the money.');
    await open.locator('input[type=file]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await open.getByRole('button', { name: 'Open Dispute' }).click();
    await open.waitFor({ state: 'hidden' });
    await poll(() => escrowState(b, 2)).toBe('In dispute');
    await b.getByRole('link', { name: /invoice\.pdf/ }).waitFor();

    // the money is frozen: the poster has no release button any more, and sees the dispute with the evidence
    await p.reload();
    await poll(() => escrowState(p, 2)).toBe('In dispute');
    expect(await row(p, 2).getByRole('button', { name: 'Approve & Release' }).count()).toBe(0);
    await p.getByRole('link', { name: /invoice\.pdf/ }).waitFor();

    // the bidder proposes $150 of $200 to the seller; the poster accepts
    await b.getByRole('button', { name: /^Propose a split/ }).click();
    const propose = b.getByRole('dialog', { name: 'Propose a split: milestone 2' });
    // a third decimal is refused, not rounded to $150.56 and sent: the dialog stays, with no figures beside the error
    await propose.getByLabel('Amount to release to the seller').fill('150.555');
    await propose.getByRole('button', { name: 'Propose a split' }).click();
    await propose.getByText(MONEY_CENTS_MSG).waitFor();
    expect(await propose.getByLabel('Amount to release to the seller').inputValue()).toBe('150.555');
    expect(await propose.getByText(/The poster gets back/).count()).toBe(0);
    await propose.getByLabel('Amount to release to the seller').fill('150');
    await propose.getByText('The poster gets back $50.00.').waitFor();
    // a double click proposes once (the timeline below shows one proposal)
    await propose.getByRole('button', { name: 'Propose a split' }).dblclick();
    await propose.waitFor({ state: 'hidden' });

    await p.reload();
    await p.getByRole('button', { name: /^Accept split/ }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Accept split' }).click();
    await poll(() => escrowState(p, 2)).toMatch(/^(Settling|Split|Released)$/);
    await p.screenshot({ path: path.join(RESULTS_DIR, 'escrow-dispute-settled-phone.png'), fullPage: true });
    await b.reload();
    await b.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await b.screenshot({ path: path.join(RESULTS_DIR, 'escrow-dispute-settled-desktop.png'), fullPage: true });
    await poll(() => b.getByText('Accepted the split', { exact: true }).count()).toBe(1);
    expect(await b.getByText('Proposed a split', { exact: true }).count()).toBe(1);
    // the bank transfers out of the balance settle by the sandbox's timer: $150 to the seller, $50 back
    await poll(() => escrowState(b, 2)).toBe('Split');
    await poll(() => b.getByTestId('contract-paid').textContent()).toContain('$150');
  });
});

describe('auto-release', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    // a review period of six seconds
    [server, browser] = await Promise.all([startServer({ NODE_ENV: 'development', ESCROW_AUTO_RELEASE_DAYS: String(6 / 86_400) }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });
  screenshotOnFailure(() => pages);

  it('releases a submitted milestone nobody answered when its review period ends', async () => {
    const posterSide = await newPage(browser, server.url, { width: 1280, height: 900 });
    const bidderSide = await newPage(browser, server.url, { width: 1280, height: 900 });
    pages.push(posterSide.page, bidderSide.page);
    const { contractId, bidId } = await acceptedContract(server, posterSide, bidderSide);
    const p = posterSide.page;
    const b = bidderSide.page;
    await p.goto(`/v1/projects/contract?contract_id=${contractId}`);
    await p.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await fundByCard(p, 1);
    await b.goto(`/v1/my-bids/contract?bid_id=${bidId}`);
    await b.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await poll(() => escrowState(b, 1)).toBe('Funded');
    await submitWork(b, 1, 'Done, nobody home');
    await poll(() => escrowState(b, 1)).toBe('Submitted for review');
    // nobody answers: the timer job releases it; the page follows on its own (it re-reads while money moves) or on reload
    await poll(async () => {
      await b.reload();
      await b.getByRole('heading', { name: 'Contract Details' }).waitFor();
      return escrowState(b, 1);
    }).toBe('Released');
    // the figures come with the contract: read again after the release
    await b.reload();
    await poll(() => b.getByTestId('contract-paid').textContent()).toContain('$300');
  });
});
