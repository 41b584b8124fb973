import type { Page } from 'playwright-core';
import type { ApiUser } from './users';

/**
 * Paying milestones in the End Contract scenario, through the product: the seller onboards a card-provider
 * account in the sandbox (its API, as the payment-methods page does), the poster pays by card on /v1/stripe-payment.
 */
export async function setupSellerCardAccount(seller: ApiUser) {
  const { url } = await seller.api<{ url: string }>('/payments/card-account/onboarding', { method: 'POST' });
  const accountId = new URL(url, 'http://localhost').searchParams.get('account_id')!;
  await seller.api('/payments/sandbox/onboarding/complete', { method: 'POST', body: { accountId, businessName: 'Bruno Builds LLC' } });
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
