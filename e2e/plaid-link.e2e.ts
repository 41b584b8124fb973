import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDwolla, type FakeDwolla } from '../apps/server/test/fakes/fake-dwolla';
import { startFakePlaid, type FakePlaid } from '../apps/server/test/fakes/fake-plaid';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, startServer, type RunningServer } from './support';

// With the live bank-linking and bank-transfer providers configured (here pointed at local fakes of Plaid's and
// Dwolla's APIs), 'Link Bank Account' opens Plaid Link in the page instead of the sandbox picker. Plaid's script
// comes from its CDN, which this machine cannot reach: the test serves a stand-in that plays the user signing in
// with user_good / pass_good and choosing an account, as Link's onSuccess / onExit callbacks report it.

const LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/** A stand-in for Plaid's link-initialize.js: records the token it was opened with, then succeeds or exits. */
function fakeLinkScript(outcome: { publicToken: string; accountId: string } | { exitMessage: string }) {
  const finish =
    'publicToken' in outcome
      ? `options.onSuccess(${JSON.stringify(outcome.publicToken)}, { accounts: [{ id: ${JSON.stringify(outcome.accountId)} }] })`
      : `options.onExit({ error_code: 'INVALID_CREDENTIALS', display_message: ${JSON.stringify(outcome.exitMessage)} })`;
  return `window.Plaid = { create(options) { window.__plaidLinkToken = options.token;
    return { open() { setTimeout(() => ${finish}, 50); }, destroy() {} }; } };`;
}

describe('bank linking with Plaid Link', () => {
  let plaid: FakePlaid;
  let dwolla: FakeDwolla;
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    dwolla = await startFakeDwolla({ key: 'dk', secret: 'ds', webhookSecret: 'dw' });
    plaid = await startFakePlaid({ clientId: 'pc', secret: 'ps', onProcessorToken: (token, account) => dwolla.registerProcessorToken(token, account) });
    [server, browser] = await Promise.all([
      startServer({
        PLAID_CLIENT_ID: 'pc', PLAID_SECRET: 'ps', PLAID_API_URL: plaid.url,
        DWOLLA_KEY: 'dk', DWOLLA_SECRET: 'ds', DWOLLA_WEBHOOK_SECRET: 'dw', DWOLLA_API_URL: dwolla.url,
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await Promise.all([plaid?.stop(), dwolla?.stop()]);
  });
  screenshotOnFailure(() => [page]);

  it('links the account chosen in Plaid Link, and shows Link’s message when it fails', async () => {
    const { context, page: p } = await newPage(browser, server.url);
    page = p;
    const owner = await registerUser(server.url, { name: 'Lena Linker', context });
    await owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
    await owner.api('/payments/customer', {
      method: 'POST',
      body: { firstName: 'Lena', lastName: 'Linker', email: owner.email, address1: '1 Main St', city: 'Providence', state: 'RI', postalCode: '02903', dateOfBirth: '1980-01-31', ssn: '1234', termsAccepted: true },
    });
    expect(dwolla.customers.size).toBe(1);

    // Link ends in an error: its message is shown and nothing is linked
    await context.route(LINK_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeLinkScript({ exitMessage: 'The credentials you provided were incorrect.' }) }));
    await p.goto('/v1/payments');
    await p.getByTestId('bank-account').getByRole('button', { name: 'Link Bank Account' }).click();
    await p.locator('.ant-message-notice', { hasText: 'The credentials you provided were incorrect.' }).waitFor();
    expect(await p.getByTestId('bank-account-status').textContent()).toBe('Not linked');

    // the user signs in at First Platypus Bank and picks Plaid Saving
    const { publicToken, accounts } = await plaid.signInToLink('ins_109508');
    const saving = accounts.find((a) => a.name === 'Plaid Saving')!;
    await context.unroute(LINK_SCRIPT);
    await context.route(LINK_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeLinkScript({ publicToken, accountId: saving.id }) }));
    await p.reload();
    await p.getByTestId('bank-account').getByRole('button', { name: 'Link Bank Account' }).click();
    await expect.poll(() => p.getByTestId('linked-bank').textContent()).toBe('First Platypus Bank ending in 1111');

    // Link was opened with a token our server made at Plaid, and Dwolla holds the funding source for that account
    expect(plaid.linkTokens.has(await p.evaluate(() => (window as unknown as { __plaidLinkToken: string }).__plaidLinkToken))).toBe(true);
    // (the customers' sources: the master account's own bank and balance have no customer)
    expect([...dwolla.fundingSources.values()].filter((f) => f.customerId && !f.removed).map((f) => f.fingerprint)).toEqual([saving.id]);
    await context.close();
  });
});
