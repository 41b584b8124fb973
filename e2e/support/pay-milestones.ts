import type { Page } from 'playwright-core';
import type { ApiUser } from './users';
import { createOpenListing } from './seed-marketplace';
import type { RunningServer } from './server';

/**
 * Paying milestones in the End Contract scenario, through the product: the seller onboards a card-provider
 * account in the sandbox (its API, as the payment-methods page does), the poster pays by card on /v1/stripe-payment.
 */
export async function setupSellerCardAccount(seller: ApiUser) {
  const { url } = await seller.api<{ url: string }>('/payments/card-account/onboarding', { method: 'POST' });
  const accountId = new URL(url, 'http://localhost').searchParams.get('account_id')!;
  await seller.api('/payments/sandbox/onboarding/complete', { method: 'POST', body: { accountId, businessName: 'Bruno Builds LLC' } });
}

/** A verified bank-transfer customer with a linked bank (the sandbox's four bank-linking steps), through the API. */
export async function setupBankTransfer(user: ApiUser, firstName: string) {
  await user.api('/payments/customer', {
    method: 'POST',
    body: { firstName, lastName: 'Tester', email: user.email, address1: '1 Main St', city: 'Providence', state: 'RI', postalCode: '02903', dateOfBirth: '1980-01-31', ssn: '1234', termsAccepted: true },
  });
  const { linkToken } = await user.api<{ linkToken: string }>('/payments/bank/link-token', { method: 'POST' });
  const picked = await user.api<{ publicToken: string; accountId: string }>('/payments/sandbox/bank-link/sign-in', {
    method: 'POST',
    body: { linkToken, username: 'user_good', password: 'pass_good', institutionId: 'ins_109511', accountId: 'tartan-checking' },
  });
  await user.api('/payments/bank', { method: 'POST', body: picked });
}

/**
 * A contract of two milestones ($300, $200) hired by `poster` from `bidder` on a new listing and accepted: the start of
 * the payment scenarios.
 */
export async function hireTwoMilestoneContract(server: RunningServer, poster: ApiUser, bidder: ApiUser, listingTitle: string) {
  const listing = await createOpenListing(server, poster, listingTitle, { budgetCents: 200_000, description: 'In two steps.' });
  const { bid } = await bidder.api<{ bid: { id: string } }>(`/listings/${listing.id}/bids`, {
    method: 'POST',
    body: {
      amountCents: 50_000,
      description: 'In two steps',
      startDate: '2030-11-01',
      endDate: '2030-11-20',
      milestones: [
        { description: 'First step', dueDate: '2030-11-10', amountCents: 30_000 },
        { description: 'Second step', dueDate: '2030-11-20', amountCents: 20_000 },
      ],
    },
  });
  const { contract } = await poster.api<{ contract: { id: string } }>(`/bids/${bid.id}/hire`, { method: 'POST' });
  await bidder.api(`/contracts/${contract.id}/accept`, { method: 'POST' });
  return { contractId: contract.id, bidId: bid.id, listingId: listing.id };
}

/**
 * Pays milestone `position` through the product's card flow: 'Mark as Completed & Pay', card, /v1/stripe-payment,
 * optionally a declined card first, then 4242 4242 4242 4242; waits for 'Your Payment was Successful' (the
 * server's word, read from the provider) and goes back to the contract.
 */
export async function payMilestoneByCard(page: Page, position: number, options: { declineFirst?: boolean } = {}) {
  await page.getByRole('group', { name: `Milestone ${position} payment` }).getByRole('button', { name: 'Mark as Completed & Pay' }).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: 'Mark as Completed & Pay' }) });
  await dialog.getByRole('radio', { name: /^Card/ }).check();
  await dialog.getByRole('button', { name: 'Pay by Card' }).click();
  await page.waitForURL(/\/v1\/stripe-payment\?/);
  const enterCard = async (number: string) => {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
  };
  if (options.declineFirst) {
    await enterCard('4000000000009995');
    await page.getByRole('alert').filter({ hasText: 'Your Payment was Not successful' }).waitFor();
  }
  await enterCard('4242424242424242');
  await page.getByText('Your Payment was Successful').waitFor();
  await page.getByRole('button', { name: 'Back to contract' }).first().click();
  await page.waitForURL(/\/v1\/projects\/contract\?/);
  await page.getByRole('group', { name: `Milestone ${position} payment` }).getByText('Paid', { exact: true }).waitFor();
}
