import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerUser, RESULTS_DIR, screenshotOnFailure, sharedServer, type RunningServer } from './support';
import { createOpenListing } from './support/seed-marketplace';

// In the sandbox: a contractor sets up payouts (card account through the sandbox onboarding form, bank-transfer
// account, bank through the sandbox picker) and sees both ready; a home owner meets each message of 'Create a
// Personal VCR', then succeeds and links a bank; a bidder without payouts meets the Accept Contract gate.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const row = (page: Page, testId: string) => page.getByTestId(testId);

async function fillCustomerForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

const VALID = {
  'First Name': 'Jane',
  'Last Name': 'Doe',
  Email: 'jane.doe@example.com',
  'Address 1': '1 Main St',
  City: 'Providence',
  State: 'RI',
  'Postal Code': '02903',
  'Date of Birth': '1980-01-31',
  'SSN (last 4 digits)': '1234',
};

/** The sandbox picker: bank, user_good / pass_good, account; back on /v1/payments afterwards. */
async function linkBankInPicker(page: Page, bank: string, account: string) {
  await page.getByRole('heading', { name: 'Link a bank account (sandbox)' }).waitFor();
  expect(await page.getByText('No real money moves').count()).toBeGreaterThan(0);
  await page.getByLabel(bank).check();
  await page.getByLabel('Username').fill('user_good');
  await page.getByLabel('Password').fill('pass_good');
  await page.getByLabel(account).check();
  await page.getByRole('button', { name: 'Link Account' }).click();
  await page.getByRole('heading', { name: 'Payment Methods' }).waitFor();
}

describe('payment setup', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => [page]);

  it('a contractor sets up a card account and a bank, and sees both ready', async () => {
    const { context, page: p } = await newPage(browser, server.url, { width: 1280, height: 900 });
    page = p;
    const contractor = await registerUser(server.url, { name: 'Carla Contractor', context });
    await contractor.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } });

    await p.goto('/v1/payments');
    await p.getByRole('heading', { name: 'Payment Methods' }).waitFor();
    await p.getByRole('heading', { name: 'Receiving payments' }).waitFor();
    expect(await p.getByText('No real money moves').count()).toBe(1);
    expect(await row(p, 'card-account-status').textContent()).toBe('Not set up');
    expect(await row(p, 'bank-account-status').textContent()).toBe('Not linked');

    await row(p, 'card-account').getByRole('button', { name: 'Set Up Card Account' }).click();
    await p.getByRole('heading', { name: 'Card account onboarding (sandbox)' }).waitFor();
    expect(await p.getByText('No real money moves').count()).toBe(1);
    await p.getByLabel('Business name').fill('Carla Builds LLC');
    await p.getByRole('button', { name: 'Submit and return' }).click();
    await p.getByRole('heading', { name: 'Payment Methods' }).waitFor();
    await poll(() => row(p, 'card-account-status').textContent()).toBe('Ready');

    await row(p, 'ach-customer').getByRole('button', { name: 'Create a Personal VCR' }).click();
    await p.getByRole('heading', { name: 'Create a Personal VCR' }).waitFor();
    await fillCustomerForm(p, { ...VALID, Email: contractor.email, 'First Name': 'Carla' });
    await p.getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('heading', { name: 'Payment Methods' }).waitFor();
    await poll(() => row(p, 'ach-customer-status').textContent()).toBe('Verified');

    await row(p, 'bank-account').getByRole('button', { name: 'Link Bank Account' }).click();
    await linkBankInPicker(p, 'Tartan Bank', 'Plaid Checking ending in 0000');
    await poll(() => row(p, 'linked-bank').textContent()).toBe('Tartan Bank ending in 0000');
    expect(await row(p, 'card-account-status').textContent()).toBe('Ready');
    await p.getByText('You are ready to receive payments by card and by bank transfer.').waitFor();
    await p.screenshot({ path: path.join(RESULTS_DIR, 'payments-page-ready.png'), fullPage: true });

    // replace, then remove
    await row(p, 'bank-account').getByRole('button', { name: 'Replace Bank Account' }).click();
    await linkBankInPicker(p, 'Houndstooth Bank', 'Plaid Saving ending in 1111');
    await poll(() => row(p, 'linked-bank').textContent()).toBe('Houndstooth Bank ending in 1111');
    await row(p, 'bank-account').getByRole('button', { name: 'Remove Bank Account' }).click();
    await p.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
    await poll(() => row(p, 'bank-account-status').textContent()).toBe('Not linked');
    await context.close();
  });

  it('a home owner sees each message of Create a Personal VCR, then succeeds and links a bank', async () => {
    const { context, page: p } = await newPage(browser, server.url);
    page = p;
    const owner = await registerUser(server.url, { name: 'Hank Homeowner', context });
    await owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });

    await p.goto('/v1/payments');
    await p.getByRole('heading', { name: 'Paying by bank transfer' }).waitFor();
    expect(await p.getByRole('heading', { name: 'Receiving payments' }).count()).toBe(0);
    await row(p, 'ach-customer').getByRole('button', { name: 'Create a Personal VCR' }).click();
    await p.getByRole('heading', { name: 'Create a Personal VCR' }).waitFor();

    // everything empty: each required field's message, and the checkbox's
    await p.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'The email is required.',
      'The First Name is required.',
      'The Last Name is required.',
      'Address is required.',
      'City is required.',
      'State can only include 2 letters',
      'Postal code can only accept numbers',
      'DOB is required.',
      'SNN can only accept 4 digit numbers',
      'Please click on checkbox',
    ]) {
      await p.getByText(message, { exact: true }).waitFor();
    }
    await p.screenshot({ path: path.join(RESULTS_DIR, 'create-customer-messages.png'), fullPage: true });
    // wrong shapes keep their messages
    await fillCustomerForm(p, { ...VALID, Email: 'hank@', State: 'R1', 'Postal Code': '02a03', 'Date of Birth': '31/01/1980', 'SSN (last 4 digits)': '12' });
    await p.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['The email is required.', 'State can only include 2 letters', 'Postal code can only accept numbers', 'DOB is required.', 'SNN can only accept 4 digit numbers', 'Please click on checkbox']) {
      await p.getByText(message, { exact: true }).waitFor();
    }
    await fillCustomerForm(p, { ...VALID, Email: owner.email });
    await p.getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('heading', { name: 'Paying by bank transfer' }).waitFor();
    await poll(() => row(p, 'ach-customer-status').textContent()).toBe('Verified');

    await row(p, 'bank-account').getByRole('button', { name: 'Link Bank Account' }).click();
    await p.getByRole('heading', { name: 'Link a bank account (sandbox)' }).waitFor();
    // Plaid's sandbox refuses other credentials
    await p.getByLabel('First Platypus Bank').check();
    await p.getByLabel('Username').fill('user_good');
    await p.getByLabel('Password').fill('wrong');
    await p.getByLabel('Plaid Checking ending in 0000').check();
    await p.getByRole('button', { name: 'Link Account' }).click();
    await p.getByRole('alert').getByText('The provided credentials were not correct. Please try again.').waitFor();
    await p.getByLabel('Password').fill('pass_good');
    await p.getByRole('button', { name: 'Link Account' }).click();
    await p.getByRole('heading', { name: 'Paying by bank transfer' }).waitFor();
    await poll(() => row(p, 'linked-bank').textContent()).toBe('First Platypus Bank ending in 0000');
    await p.getByText('You can pay milestones by bank transfer.').waitFor();
    await context.close();
  });

  it('a bidder without payouts meets Skip For Now / Set Up Now on Accept Contract', async () => {
    const { context, page: p } = await newPage(browser, server.url);
    page = p;
    const [owner, bidder] = await Promise.all([registerUser(server.url, { name: 'Olive Owner' }), registerUser(server.url, { name: 'Ben Bidder', context })]);
    await owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
    await bidder.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } });
    const listing = await createOpenListing(server, owner, 'Build a fence', { budgetCents: 200_000, industries: ['Painting'], description: 'A cedar fence.' });
    const { bid } = await bidder.api<{ bid: { id: string } }>(`/listings/${listing.id}/bids`, {
      method: 'POST',
      body: { amountCents: 100_000, description: 'Fence', startDate: '2030-11-01', endDate: '2030-11-20', milestones: [] },
    });
    await owner.api(`/bids/${bid.id}/hire`, { method: 'POST' });

    const gate = p.locator('.ant-modal').filter({ hasText: 'Set up your payouts' });
    await p.goto(`/v1/my-bids/contract?bid_id=${bid.id}`);
    await p.getByRole('button', { name: 'Accept Contract' }).click();
    await gate.getByRole('button', { name: 'Set Up Now' }).click();
    await p.getByRole('heading', { name: 'Payment Methods' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/v1/payments');

    await p.goto(`/v1/my-bids/contract?bid_id=${bid.id}`);
    await p.getByRole('button', { name: 'Accept Contract' }).click();
    await gate.getByRole('button', { name: 'Skip For Now' }).click();
    await toast(p, 'Contract accepted.');
    await poll(() => p.getByRole('button', { name: 'Accept Contract' }).count()).toBe(0);
    await context.close();
  });
});

