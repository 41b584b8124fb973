import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SETUP_PATH } from '@homebid/shared/api-paths';
import { MONEY_CENTS_MSG } from '@homebid/shared/money';
import type { Bid, MyBidList } from '@homebid/shared/schemas/bid';
import type { ProductListResponse } from '@homebid/shared/schemas/catalogue';
import type { ListingDetail, ListingUpload } from '@homebid/shared/schemas/listing';
import { launchBrowser, newPage, registerUser, RESULTS_DIR, screenshotOnFailure, sharedServer, type ApiUser, type RunningServer } from './support';
import { pngFile } from './support/flows';

// A contractor bids on a services project with two milestones and an attachment; a supplier bids on a materials
// post item by item; the poster declines another bid with 'Others' and a reason, hires the contractor, withdraws,
// hires again; the contractor accepts and sees 'Won' under My Bids; both open the contract page.

const WORD = `quokka${randomBytes(3).toString('hex')}`;
const SERVICE_TITLE = `Paint the garage ${WORD}`;
const MATERIAL_TITLE = `Lumber for a shed ${WORD}`;

const poll = <T>(read: () => Promise<T> | T, options: { timeout?: number } = {}) => expect.poll(read, { timeout: 15_000, ...options });
const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const confirmDialog = (page: Page, text: string) => page.locator('.ant-modal-confirm', { hasText: text });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const cardByTitle = (page: Page, title: string) => page.getByTestId('post-card').filter({ has: page.getByTestId('post-title').getByText(title, { exact: true }) });

/** Accepts the 'Error' dialog showing `text` with its 'Ok' button. */
async function dismissError(page: Page, text: string) {
  const error = confirmDialog(page, text);
  await error.locator('.ant-modal-confirm-title', { hasText: 'Error' }).waitFor();
  await error.getByRole('button', { name: 'Ok' }).click();
  await error.waitFor({ state: 'detached' });
}

async function typeDate(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

async function searchFor(page: Page, text: string) {
  await page.goto('/v1');
  const filters = page.locator('form').first();
  await filters.getByLabel('Search', { exact: true }).fill(text);
  await filters.getByRole('button', { name: 'Search' }).click();
}

/** A listing made through the API (posting through the UI is covered by listings.e2e.ts). */
async function createListing(server: RunningServer, owner: ApiUser, body: Record<string, unknown>): Promise<ListingDetail> {
  const form = new FormData();
  form.append('kind', 'image');
  const image = pngFile('garage.png');
  form.append('file', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const response = await fetch(`${server.url}/api/listings/uploads`, { method: 'POST', body: form, headers: { cookie: owner.cookie, origin: server.url } });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const upload = (await response.json()) as ListingUpload;
  const common = { industries: ['Painting'], deadline: '2031-06-30', description: 'Two coats inside and out.', location: { streetAddress: '12 Main St', placeId: '02903' }, images: [upload.key] };
  return owner.api<ListingDetail>('/listings', { method: 'POST', body: { ...common, ...body } });
}

describe('bids', () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerPage: Page | undefined;
  let contractorPage: Page | undefined;
  let supplierPage: Page | undefined;
  let owner: ApiUser;
  let contractor: ApiUser;
  let supplier: ApiUser;
  let rival: ApiUser;
  let serviceListing: ListingDetail;
  let materialListing: ListingDetail;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    const [ownerContext, contractorContext, supplierContext] = await Promise.all([
      newPage(browser, server.url),
      newPage(browser, server.url),
      newPage(browser, server.url),
    ]);
    ownerPage = ownerContext.page;
    contractorPage = contractorContext.page;
    supplierPage = supplierContext.page;
    [owner, contractor, supplier, rival] = await Promise.all([
      registerUser(server.url, { name: 'Hannah Homeowner', context: ownerContext.context }),
      registerUser(server.url, { name: 'Carl Contractor', context: contractorContext.context }),
      registerUser(server.url, { name: 'Sam Supplier', context: supplierContext.context }),
      registerUser(server.url, { name: 'Rita Rival' }),
    ]);
    await Promise.all([
      owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } }),
      contractor.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
      supplier.api('/profile/user-type', { method: 'PUT', body: { userType: 'supplier' } }),
      rival.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } }),
    ]);
    const [plywood, mortar] = await Promise.all(
      ['plywood', 'mortar'].map((q) => owner.api<ProductListResponse>(`/catalogue/products?q=${q}`).then((r) => r.products[0])),
    );
    serviceListing = await createListing(server, owner, { listingType: 'service', title: SERVICE_TITLE, materialsProvided: false, budgetCents: 500_000 });
    materialListing = await createListing(server, owner, {
      listingType: 'material_supply',
      title: MATERIAL_TITLE,
      budgetCents: 90_000,
      items: [
        { productId: plywood.id, quantity: 2 },
        { productId: mortar.id, quantity: 5 },
      ],
    });
    // a second bid on the services project, for the poster to decline (bidding through the UI is tested below)
    await rival.api(`/listings/${serviceListing.id}/bids`, {
      method: 'POST',
      body: { amountCents: 700_000, description: 'Premium paint', startDate: '2030-11-01', endDate: '2030-11-20', milestones: [] },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => [ownerPage, contractorPage, supplierPage]);

  it('a contractor bids with two milestones and an attachment', async () => {
    const page = contractorPage!;
    await searchFor(page, WORD);
    const card = cardByTitle(page, SERVICE_TITLE);
    await card.getByRole('button', { name: 'Make a Bid' }).click();
    const form = dialog(page, 'Make a Bid');
    await form.getByLabel(/^Bid Amount/).waitFor();

    // nothing entered: the spec's error dialog, and the dates' own message under them
    await form.getByRole('button', { name: 'Update Bid' }).click();
    await dismissError(page, 'Please enter Bid Amount.');
    await page.locator('.ant-form-item-explain-error', { hasText: 'Please select the Projected End Date.' }).waitFor();
    await typeDate(form.getByPlaceholder('Start date'), 'Dec 01, 2030');
    await typeDate(form.getByPlaceholder('End date'), 'Dec 31, 2030');
    await form.getByRole('button', { name: 'Update Bid' }).click();
    await dismissError(page, 'Please enter Bid Amount.');
    // a third decimal is refused, not rounded to $100.56 and sent
    await form.getByLabel(/^Bid Amount/).fill('100.555');
    await form.getByRole('button', { name: 'Update Bid' }).click();
    await form.getByText(MONEY_CENTS_MSG).waitFor();
    expect(await form.getByLabel(/^Bid Amount/).inputValue()).toBe('100.555');
    expect(await page.getByText('Are you sure your bid is ready to be placed?').count()).toBe(0);
    await form.getByLabel(/^Bid Amount/).fill('');
    await form.getByText(MONEY_CENTS_MSG).waitFor({ state: 'hidden' });

    await form.getByLabel(/^Description\(optional\)/).fill('Scrape, prime and paint the garage.');
    await form.getByRole('button', { name: 'Add a milestone' }).click();
    await form.getByRole('button', { name: 'Add a milestone' }).click();
    await poll(() => form.getByTestId('milestone-card').count()).toBe(2);
    expect(await form.getByText('2. Proposed payment milestone').count()).toBe(1);
    await form.getByRole('button', { name: 'Update Bid' }).click();
    await dismissError(page, 'Please Enter Milestone Details.');

    const [first, second] = [form.getByTestId('milestone-card').nth(0), form.getByTestId('milestone-card').nth(1)];
    await first.getByLabel('Description').fill('Prep and primer');
    await typeDate(first.getByLabel(/^Due Date/), 'Dec 10, 2030');
    await first.getByLabel(/^Amount Due/).fill('1500x');
    await toast(page, 'Please enter a valid bid amount');
    await first.getByLabel(/^Amount Due/).fill('1500');
    await second.getByLabel('Description').fill('Two coats of paint');
    await typeDate(second.getByLabel(/^Due Date/), 'Dec 30, 2030');
    await second.getByLabel(/^Amount Due/).fill('2500');
    // the overall amount is locked to the milestone sum
    await poll(() => form.getByLabel(/^Bid Amount/).isDisabled()).toBe(true);
    await poll(() => form.getByTestId('bid-total').textContent()).toContain('$4,000');

    // one attachment; deleting asks first
    await form.locator('input[type=file]').setInputFiles(pngFile('first-quote.png'));
    await form.getByTestId('bid-attachment').getByText('first-quote.png').waitFor();
    await form.getByRole('button', { name: 'Delete first-quote.png' }).click();
    await confirmDialog(page, 'Are you sure you want to delete this?').getByRole('button', { name: 'Yes' }).click();
    await poll(() => form.getByTestId('bid-attachment').count()).toBe(0);
    await form.locator('input[type=file]').setInputFiles(pngFile('quote.png'));
    await form.getByTestId('bid-attachment').getByText('quote.png').waitFor();

    await form.getByRole('button', { name: 'Update Bid' }).click();
    await confirmDialog(page, 'Are you sure your bid is ready to be placed?').getByRole('button', { name: 'Yes' }).click();
    await toast(page, "Congrats! Your bid has been placed on Hannah Homeowner's post");
    await poll(() => card.getByTestId('bid-details').textContent()).toBe('Update Bid');

    const mine = await contractor.api<Bid>(`/listings/${serviceListing.id}/bids/mine`);
    expect(mine).toMatchObject({ amountCents: 400_000, startDate: '2030-12-01', endDate: '2030-12-31', attachment: { name: 'quote.png' } });
    expect(mine.milestones.map((m) => [m.description, m.amountCents, m.dueDate])).toEqual([
      ['Prep and primer', 150_000, '2030-12-10'],
      ['Two coats of paint', 250_000, '2030-12-30'],
    ]);

    // Update Bid: the form opens with the bid as placed; the amounts move between the milestones, the total stays
    await card.getByTestId('bid-details').click();
    const update = dialog(page, 'Update Bid');
    const [firstAgain, secondAgain] = [update.getByTestId('milestone-card').nth(0), update.getByTestId('milestone-card').nth(1)];
    await poll(() => secondAgain.getByLabel(/^Amount Due/).inputValue()).toBe('2500');
    await firstAgain.getByLabel(/^Amount Due/).fill('1000');
    await poll(() => update.getByTestId('bid-total').textContent()).toContain('$3,500');
    await secondAgain.getByLabel(/^Amount Due/).fill('3000');
    await poll(() => update.getByTestId('bid-total').textContent()).toContain('$4,000');
    await update.getByRole('button', { name: 'Update Bid' }).click();
    await toast(page, 'Bid Edited!');
    await page.screenshot({ path: `${RESULTS_DIR}/bids-updated.png` });
    const updated = await contractor.api<Bid>(`/listings/${serviceListing.id}/bids/mine`);
    expect(updated).toMatchObject({ amountCents: 400_000, status: 'submitted', attachment: { name: 'quote.png' } });
    expect(updated.milestones.map((m) => [m.description, m.amountCents])).toEqual([
      ['Prep and primer', 100_000],
      ['Two coats of paint', 300_000],
    ]);
  });

  it('a supplier bids on a materials post item by item', async () => {
    const page = supplierPage!;
    await searchFor(page, WORD);
    await cardByTitle(page, MATERIAL_TITLE).getByRole('button', { name: 'Make a Bid' }).click();
    const choice = dialog(page, 'Make a Bid');
    await choice.getByRole('button', { name: 'Next' }).click();
    await choice.getByText('Please select the project type!').waitFor();
    await choice.getByText('Individual Material', { exact: true }).click();
    await choice.getByRole('button', { name: 'Next' }).click();

    const form = dialog(page, 'Make a Bid').filter({ has: page.getByTestId('bid-item') });
    await poll(() => form.getByTestId('bid-item').count()).toBe(2);
    const [plywood, mortar] = [form.getByTestId('bid-item').nth(0), form.getByTestId('bid-item').nth(1)];
    expect(await plywood.getByText('Qty: 2 Nos.').count()).toBe(1);

    // Edit Material: name and quantity
    await plywood.getByRole('button', { name: /^Edit / }).click();
    const edit = dialog(page, 'Edit Material');
    await edit.getByLabel('Quantity').fill('3');
    await edit.getByRole('button', { name: 'Edit Material' }).click();
    await plywood.getByText('Qty: 3 Nos.').waitFor();

    await plywood.getByLabel(/^Estimated price per item/).fill('12.50');
    // switching an item's estimated price off sets it to 0 and locks the input
    await mortar.getByRole('switch').click();
    await poll(() => mortar.getByLabel(/^Estimated price per item/).isDisabled()).toBe(true);
    await poll(() => form.getByTestId('bid-total').textContent()).toContain('$37.50');

    await typeDate(form.getByLabel(/^Delivery Date/), 'Nov 15, 2030');
    await form.getByRole('button', { name: 'Update Bid' }).click();
    await confirmDialog(page, 'Are you sure your bid is ready to be placed?').getByRole('button', { name: 'Yes' }).click();
    await toast(page, "Congrats! Your bid has been placed on Hannah Homeowner's post");

    const mine = await supplier.api<Bid>(`/listings/${materialListing.id}/bids/mine`);
    expect(mine).toMatchObject({ amountCents: 3750, isIndividualBid: true, endDate: '2030-11-15' });
    expect(mine.items.map((i) => [i.quantity, i.estimatedPriceCents, i.isEstimatedPriceEnabled])).toEqual([
      [3, 1250, true],
      [5, 0, false],
    ]);
  });

  it('the poster declines one with Others and a reason, hires the other, withdraws and hires again', async () => {
    const page = ownerPage!;
    // a home owner sees no bid button, not even on someone else's post
    await searchFor(page, WORD);
    await cardByTitle(page, SERVICE_TITLE).waitFor();
    expect(await page.getByRole('button', { name: 'Make a Bid' }).count()).toBe(0);

    await page.goto(`/v1/projects/bidders?listing_id=${serviceListing.id}`);
    await poll(() => page.getByTestId('poster-bid-card').count()).toBe(2);
    const rivalCard = page.getByTestId('poster-bid-card').filter({ hasText: 'Rita Rival' });
    const carlCard = page.getByTestId('poster-bid-card').filter({ hasText: 'Carl Contractor' });
    expect(await carlCard.getByTestId('bid-amount').textContent()).toBe('$4,000');
    expect(await carlCard.getByRole('link', { name: 'Attachments' }).count()).toBe(1);

    await rivalCard.getByRole('button', { name: 'Decline' }).click();
    const decline = dialog(page, 'Decline Bid');
    expect(await decline.getByRole('radio', { name: 'Bid was too high' }).isChecked()).toBe(true);
    await decline.getByText('Others', { exact: true }).click();
    await decline.getByRole('button', { name: 'Decline' }).click();
    await decline.getByText('Please Enter Your Reason.').waitFor();
    await decline.getByPlaceholder('Enter Your Reason').fill('We chose a local painter');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await toast(page, 'The bid has been declined.');
    await poll(() => page.getByTestId('poster-bid-card').count()).toBe(1);
    const rivalBids = await rival.api<MyBidList>('/bids/mine');
    expect(rivalBids.items[0]).toMatchObject({ status: 'declined', declinedReason: 'We chose a local painter' });

    await carlCard.getByRole('button', { name: 'Hire' }).click();
    const details = dialog(page, 'Bid Details');
    await poll(() => details.getByTestId('milestone').count()).toBe(2);
    await details.getByText('Prep and primer').waitFor();
    await details.getByRole('button', { name: 'Hire' }).click();
    await toast(page, 'The contract offer has been sent.');
    await carlCard.getByRole('button', { name: 'Withdraw' }).click();
    await dialog(page, 'Bid Details').getByRole('button', { name: 'Withdraw' }).click();
    await toast(page, 'The contract offer has been withdrawn.');
    await carlCard.getByRole('button', { name: 'Hire' }).click();
    await dialog(page, 'Bid Details').getByRole('button', { name: 'Hire' }).click();
    await carlCard.getByRole('button', { name: 'Withdraw' }).waitFor();
  });

  it('the contractor accepts the contract and sees Won under My Bids', async () => {
    const page = contractorPage!;
    // a busy server answers the payout setup late: Accept Contract waits for it rather than swallow the click
    await page.route(`**${PAYMENT_SETUP_PATH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/v1/my-bids');
    const row = page.getByTestId('my-bid').filter({ hasText: SERVICE_TITLE });
    await poll(() => row.getByTestId('my-bid-status').textContent()).toBe('Contract offered');
    await row.getByRole('link', { name: 'View Contract' }).click();
    const contract = page.getByTestId('contract-details');
    await contract.getByTestId('contract-listing-title').getByText(SERVICE_TITLE).waitFor();
    expect(await contract.getByTestId('contract-total').textContent()).toContain('$4,000');
    expect(await contract.getByTestId('contract-progress').textContent()).toContain('0/2 Milestone Completed');
    expect(await contract.getByTestId('contract-remaining').textContent()).toContain('$4,000');
    expect(await contract.getByText('2 Proposed Payment Milestone').count()).toBe(1);
    expect(await contract.getByText('30 Dec, 2030').count()).toBe(1);

    await contract.getByRole('button', { name: 'Accept Contract' }).click();
    // Carl has no payouts set up: the gate asks first (payments-setup.e2e.ts covers it); he accepts anyway
    await dialog(page, 'Set up your payouts').getByRole('button', { name: 'Skip For Now' }).click();
    await toast(page, 'Contract accepted.');
    await poll(() => contract.getByRole('button', { name: 'Accept Contract' }).count()).toBe(0);

    await page.unroute(`**${PAYMENT_SETUP_PATH}`);

    await page.goto('/v1/my-bids');
    await poll(() => row.getByTestId('my-bid-status').textContent()).toBe('Won');
  });

  it('the poster opens the contract page', async () => {
    const page = ownerPage!;
    await page.goto(`/v1/projects/bidders?listing_id=${serviceListing.id}`);
    await page.getByRole('link', { name: 'View Contract' }).click();
    const contract = page.getByTestId('contract-details');
    await contract.getByTestId('contract-other-party').getByText('Carl Contractor').waitFor();
    expect(await contract.getByTestId('contract-acceptance').textContent()).toBe('Accepted');
    expect(await contract.getByTestId('contract-bid-amount').textContent()).toContain('$4,000');
    expect(await contract.getByTestId('contract-paid').textContent()).toContain('$0');
    expect(await contract.getByTestId('milestone').count()).toBe(2);
    expect(await contract.getByRole('button', { name: 'Accept Contract' }).count()).toBe(0);
  });
});
