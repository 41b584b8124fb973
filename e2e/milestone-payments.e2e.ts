import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerUser, RESULTS_DIR, ROOT_DIR, screenshotOnFailure, startServer, type ApiUser, type RunningServer } from './support';
import { hireTwoMilestoneContract, setupBankTransfer } from './support/pay-milestones';

// A poster pays milestone 1 by card in the sandbox (a declined card first, then a good one) and milestone 2 by bank
// transfer; both Contract Details pages show both milestones paid and the figures follow.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

async function setupCardAccount(user: ApiUser) {
  const { url } = await user.api<{ url: string }>('/payments/card-account/onboarding', { method: 'POST' });
  const accountId = new URL(url, 'http://x').searchParams.get('account_id')!;
  await user.api('/payments/sandbox/onboarding/complete', { method: 'POST', body: { accountId, businessName: 'Bo Builds LLC' } });
}

const statusOf = (page: Page, position: number) => page.getByRole('group', { name: `Milestone ${position} payment` }).getByTestId('milestone-payment-status').textContent();

describe('milestone payments', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    // development mode: the sandbox settles bank transfers by its timer, after a second; PGlite on disk so that
    // `npm run ledger:check` can read the books after the run
    [server, browser] = await Promise.all([startServer({ NODE_ENV: 'development', SANDBOX_TRANSFER_SETTLE_SECONDS: '1', PGLITE_DIR: '' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });
  screenshotOnFailure(() => pages);

  it('a poster pays milestone 1 by card (declined, then paid) and milestone 2 by bank transfer; both sides see them paid', async () => {
    const posterSide = await newPage(browser, server.url, { width: 1280, height: 900 });
    const bidderSide = await newPage(browser, server.url, { width: 1280, height: 900 });
    pages.push(posterSide.page, bidderSide.page);
    const [poster, bidder] = await Promise.all([
      registerUser(server.url, { name: 'Paula Poster', context: posterSide.context }),
      registerUser(server.url, { name: 'Bo Builder', context: bidderSide.context }),
    ]);
    await poster.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
    await bidder.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } });
    const { contractId, bidId } = await hireTwoMilestoneContract(server, poster, bidder, 'Kitchen remodel');

    const p = posterSide.page;
    await p.goto(`/v1/projects/contract?contract_id=${contractId}`);
    await p.getByRole('heading', { name: 'Contract Details' }).waitFor();
    expect(await statusOf(p, 1)).toBe('Unpaid');

    // the seller has no card account yet: the gate, with Contact Seller and support
    const milestone1 = p.getByRole('group', { name: 'Milestone 1 payment' });
    await milestone1.getByRole('button', { name: 'Mark as Completed & Pay' }).click();
    const dialog = p.getByRole('dialog', { name: 'Mark as Completed & Pay' });
    await dialog.getByText('Seller should setup Stripe/Dwolla account to recieve payment, Inform Seller.').waitFor();
    await dialog.getByRole('button', { name: 'Contact Seller' }).waitFor();
    await dialog.getByRole('radio', { name: /Bank transfer/ }).check();
    await dialog.getByText('You need to setup Dwolla Account for ACH Payment').waitFor();
    await dialog.getByRole('button', { name: 'Setup Now' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();

    await setupCardAccount(bidder);
    await setupBankTransfer(bidder, 'Bo');
    await setupBankTransfer(poster, 'Paula');

    // milestone 1 by card: $300 + the grossed-up fee
    await milestone1.getByRole('button', { name: 'Mark as Completed & Pay' }).click();
    await poll(() => dialog.getByTestId('payment-total').textContent()).toBe('$309.27');
    await p.screenshot({ path: path.join(RESULTS_DIR, 'milestone-payments-dialog.png') });
    await dialog.getByRole('button', { name: 'Pay by Card' }).click();
    await p.getByRole('heading', { name: 'Pay milestone 1' }).waitFor();
    await p.getByText('Sandbox: no real money moves.').waitFor();
    const fillCard = async (number: string, expiry = '12/34') => {
      await p.getByLabel('Card number').fill(number);
      await p.getByLabel('Expiry (MM/YY)').fill(expiry);
      await p.getByLabel('CVC').fill('123');
      await p.getByRole('button', { name: 'Pay $309.27' }).click();
    };
    // an expired card is refused on the form, before anything is charged
    await fillCard('4242424242424242', '12/20');
    await p.getByText("Your card's expiration date is in the past.").waitFor();
    await fillCard('4000000000009995');
    await p.getByRole('alert').getByText('Your Payment was Not successful', { exact: true }).waitFor();
    await p.getByRole('alert').getByText(/Your payment was not successful, please try again\. Your card has insufficient funds\./).waitFor();
    await p.screenshot({ path: path.join(RESULTS_DIR, 'milestone-payments-declined.png'), fullPage: true });
    await fillCard('4242424242424242');
    await p.getByText('Your Payment was Successful').waitFor();
    await p.getByRole('button', { name: 'Back to contract' }).click();
    await p.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await poll(() => statusOf(p, 1)).toBe('Paid');
    await poll(() => p.getByTestId('contract-progress').textContent()).toContain('1/2 Milestone Completed');

    // milestone 2 by bank transfer: processing, then paid once the sandbox bank settles it
    await p.getByRole('group', { name: 'Milestone 2 payment' }).getByRole('button', { name: 'Mark as Completed & Pay' }).click();
    await dialog.getByRole('radio', { name: /Bank transfer/ }).check();
    await poll(() => dialog.getByTestId('payment-total').textContent()).toBe('$200');
    await dialog.getByRole('button', { name: 'Pay by Bank Transfer' }).click();
    await dialog.getByText('Payment successful').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await poll(() => statusOf(p, 2)).toBe('Paid');
    await poll(() => p.getByTestId('contract-progress').textContent()).toContain('2/2 Milestone Completed');
    await poll(() => p.getByTestId('contract-paid').textContent()).toContain('$500');
    await poll(() => p.getByTestId('contract-remaining').textContent()).toContain('$0');
    await p.screenshot({ path: path.join(RESULTS_DIR, 'milestone-payments-poster.png'), fullPage: true });

    const b = bidderSide.page;
    await b.goto(`/v1/my-bids/contract?bid_id=${bidId}`);
    await b.getByRole('heading', { name: 'Contract Details' }).waitFor();
    await poll(() => statusOf(b, 1)).toBe('Paid');
    expect(await statusOf(b, 2)).toBe('Paid');
    expect(await b.getByTestId('contract-progress').textContent()).toContain('2/2 Milestone Completed');
    expect(await b.getByTestId('contract-paid').textContent()).toContain('$500');
    expect(await b.getByRole('button', { name: 'Mark as Completed & Pay' }).count()).toBe(0);
    await b.screenshot({ path: path.join(RESULTS_DIR, 'milestone-payments-bidder.png'), fullPage: true });
  });

  it('npm run ledger:check finds the books balanced and agreeing with the contract after the run', async () => {
    await server.stop({ keepData: true });
    // the command as a person runs it, on the server's data directory (PGlite there, whatever database the runner has)
    const { DATABASE_URL: _database, TEST_POSTGRES_URL: _testDatabase, ...env } = process.env;
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ledger:check'], { cwd: ROOT_DIR, env: { ...env, DATA_DIR: server.dataDir } });
    const report = JSON.parse(stdout) as { ok: boolean; entries: number; contractsChecked: number; totalPaidCents: number; totalCents: number };
    expect(report).toMatchObject({ ok: true, contractsChecked: 1, totalPaidCents: 50_000, totalCents: 0 });
    expect(report.entries).toBeGreaterThanOrEqual(2);
  });
});
