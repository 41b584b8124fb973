import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { hiddenByHomeBidText, MODERATION_MSG } from '@homebid/shared/constants/moderation';
import { ADMIN_SECTIONS, adminSectionPath, posterContractPath, profileSectionPath, PROFILE_SECTIONS, WEB_PATHS } from '@homebid/shared/web-paths';
import { launchBrowser, newPage, registerUser, RESULTS_DIR, ROOT_DIR, screenshotOnFailure, signInUser, waitForOutbox, waitForPath, type ApiUser, type RunningServer } from './support';
import { disputedContract, type DisputedContract } from './support/disputed-contract';
import { startServerWithAdmin, type Credentials } from './support/operators';
import { createOpenListing } from './support/seed-marketplace';
import { startTogether } from './support/start-together';

// Issue 28's browser scenario: HomeBid's operators run the product from the console. An admin grants `support` to a
// user; that support answers a ticket and the user reads the reply on Support Requests with the 'Support Request
// Answered' alert; the admin suspends a user (their open tab is signed out, signing in is refused), hides a listing a
// user reported (gone from search, its owner reads why on My Projects) and decides a dispute by a split; the ledger
// check is clean after. Driven by the words and labels people see. A screenshot of every console page at 1280 px goes
// to test-results/console/, and of what users see of it at 360 px (gitignored).

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
const SHOTS = path.join(RESULTS_DIR, 'console');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
const WORD = `gutter${Math.random().toString(36).slice(2, 8)}`;
const SCAM_TITLE = `Clean the gutters ${WORD}`;
const HIDE_REASON = 'Asks for a deposit by wire transfer before any work.';
const TICKET_SUBJECT = 'Where is my invoice?';
const ROLE_REASON = 'Joins the support team.';
const SUSPEND_REASON = 'Took deposits for work he never did.';
const DECISION_NOTE = 'The boards are laid, the railing is missing: $120 for the work done.';
const REPLY = 'Your invoice is under Contract Details, in the Payments card. Thank you for asking!';

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const toast = (page: Page, words: string) => page.getByText(words, { exact: true }).first().waitFor();
const sectionHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

/**
 * Chooses `option` in the select `combobox` with the keyboard, as a screen-reader user does: the arrow keys move
 * through the options (the combobox names the active one), Enter picks it.
 */
async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.focus();
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await combobox.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).getAttribute('aria-label')) === option) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`No option '${option}' in the select`);
}

/** Opens a console section from its menu, as an operator does, and waits for its title. */
async function openSection(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: title, exact: true }).click();
  await sectionHeading(page, title).waitFor();
}

/** Users → search by e-mail → the user's page; `listShot` names a screenshot of the search's result. */
async function openUser(page: Page, user: ApiUser, listShot?: string) {
  await openSection(page, 'Users');
  await page.getByLabel('Search', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const link = page.getByRole('table', { name: 'Users' }).getByRole('link', { name: user.name, exact: true });
  await link.waitFor();
  if (listShot) await shot(page, listShot);
  await link.click();
  await page.getByRole('heading', { level: 3, name: user.name, exact: true }).waitFor();
}

describe('operator console', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Credentials;
  const pages: Page[] = [];

  /** A browser page of its own (cookies, storage) at `size`, signed in by `signIn` in its context. */
  async function personPage<T>(size: { width: number; height: number }, signIn: (context: BrowserContext) => Promise<T>): Promise<{ page: Page; person: T }> {
    const opened = await newPage(browser, server.url, size);
    pages.push(opened.page);
    return { page: opened.page, person: await signIn(opened.context) };
  }
  const newUser = (name: string, userType: 'home_owner' | 'contractor' = 'home_owner') => async (context: BrowserContext) => {
    const user = await registerUser(server.url, { name, context });
    await user.api('/profile/user-type', { method: 'PUT', body: { userType } });
    return user;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await startTogether([startServerWithAdmin().then((started) => ({ server, admin } = started)), launchBrowser().then((launched) => (browser = launched))]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => pages);

  let adminPage: Page;
  let supportPerson: ApiUser;
  let supportPage: Page;

  it('an admin opens the console and grants support to a user', async () => {
    ({ page: adminPage } = await personPage(DESKTOP, (context) => signInUser(server.url, admin, context)));
    ({ page: supportPage, person: supportPerson } = await personPage(DESKTOP, newUser('Sam Support')));

    // the bare address opens the overview
    await adminPage.goto(WEB_PATHS.admin);
    await waitForPath(adminPage, adminSectionPath(ADMIN_SECTIONS.overview));
    await adminPage.getByRole('heading', { level: 1, name: /Operator console/ }).waitFor();
    await sectionHeading(adminPage, 'Overview').waitFor();

    // before the grant, Sam is no operator
    await supportPage.goto(WEB_PATHS.admin);
    await supportPage.getByText(ADMIN_MSG.staffOnly).waitFor();

    await openUser(adminPage, supportPerson, 'users');
    await shot(adminPage, 'user');
    await adminPage.getByRole('button', { name: 'Change role' }).click();
    const confirm = adminPage.getByRole('dialog', { name: `Change the role of ${supportPerson.name}?` });
    await chooseOption(adminPage, confirm.getByRole('combobox', { name: 'Role' }), 'Support');
    await confirm.getByLabel('Reason').fill(ROLE_REASON);
    await confirm.getByRole('button', { name: 'Change role' }).click();
    await toast(adminPage, ADMIN_MSG.roleChanged);

    // Sam now has the console, as support
    await supportPage.goto(WEB_PATHS.admin);
    await sectionHeading(supportPage, 'Overview').waitFor();
    await supportPage.getByRole('heading', { level: 1, name: /Support/ }).waitFor();
  });

  it('support answers a ticket; the user reads the reply on Support Requests and gets the alert', async () => {
    const { page: userPage, person: una } = await personPage(PHONE, newUser('Una User'));
    await una.api('/support/tickets', { method: 'POST', body: { subject: TICKET_SUBJECT, message: 'I paid the first milestone but cannot find the invoice.' } });

    await openSection(supportPage, 'Support');
    await supportPage.getByRole('table', { name: 'Support tickets' }).getByText(una.email).waitFor();
    await shot(supportPage, 'support-queue');
    await supportPage.getByRole('link', { name: new RegExp(`${TICKET_SUBJECT.replace('?', '\\?')}$`) }).click();
    await supportPage.getByRole('heading', { level: 3, name: new RegExp(TICKET_SUBJECT.replace('?', '\\?')) }).waitFor();
    await supportPage.getByLabel(`Reply to ${una.name}`).fill(REPLY);
    const sentAt = new Date();
    await supportPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await toast(supportPage, 'Reply sent.');
    await shot(supportPage, 'support-ticket');

    // the user: profile → Support Requests shows the reply under the request; the alert says it was answered
    await userPage.goto(WEB_PATHS.profile);
    // on a phone the section links are a row that scrolls sideways
    await userPage.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Support Requests' }).click();
    await waitForPath(userPage, profileSectionPath(PROFILE_SECTIONS.support));
    await userPage.getByText(REPLY).waitFor();
    // again without the sections' menu open over it
    await userPage.reload();
    await userPage.getByText(REPLY).waitFor();
    await shot(userPage, 'user-support-requests-phone');
    await userPage.goto(WEB_PATHS.alerts);
    await userPage.getByText('Support Request Answered').first().waitFor();
    await shot(userPage, 'user-alerts-phone');
    // and the alert's e-mail
    const mail = await waitForOutbox(server.url, una.email, { since: sentAt, match: (message) => message.subject === 'HomeBid: Support Request Answered' });
    expect(mail.body).toContain(TICKET_SUBJECT);
  });

  let fredPage: Page;

  it('an admin suspends a user, who can no longer sign in', async () => {
    let fred: ApiUser;
    ({ page: fredPage, person: fred } = await personPage(PHONE, newUser('Fred Fraud')));
    await fredPage.goto(WEB_PATHS.myProjects);
    await fredPage.getByText('My Projects').first().waitFor();

    await openUser(adminPage, fred);
    await adminPage.getByRole('button', { name: 'Suspend', exact: true }).click();
    const confirm = adminPage.getByRole('dialog', { name: `Suspend ${fred.name}?` });
    await confirm.getByLabel('Reason').fill(SUSPEND_REASON);
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await toast(adminPage, MODERATION_MSG.suspended);
    await shot(adminPage, 'user-suspended');

    // signing in again, on another device
    const { page: signInPage } = await personPage(PHONE, async () => undefined);
    await signInPage.goto(WEB_PATHS.signIn);
    await signInPage.getByLabel('E-mail').fill(fred.email);
    await signInPage.getByLabel('Password').fill(fred.password);
    await signInPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await signInPage.getByText(MODERATION_MSG.accountSuspended).waitFor();
    await shot(signInPage, 'suspended-sign-in-phone');
  });

  it("the suspended user's open tab is signed out", async () => {
    // the tab opened on My Projects before the suspension: the next page Fred opens in it finds him signed out. A
    // request the tab made meanwhile (its sockets were closed) may have found it first: then it is at Sign In already
    await fredPage
      .getByRole('link', { name: 'Alerts' })
      .first()
      .click({ timeout: 5_000 })
      .catch((error: unknown) => {
        if (new URL(fredPage.url()).pathname !== WEB_PATHS.signIn) throw error;
      });
    await waitForPath(fredPage, WEB_PATHS.signIn);
    await fredPage.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  });

  it('an admin hides a reported listing: it is gone from search and its owner reads why on My Projects', async () => {
    const [{ page: ownerPage, person: owner }, { page: reporterPage }] = await Promise.all([
      personPage(PHONE, newUser('Lena Lister')),
      personPage(DESKTOP, newUser('Rita Reporter', 'contractor')),
    ]);
    await createOpenListing(server, owner, SCAM_TITLE, { industries: ['Roofing'], description: 'Pay a 50% deposit by wire first.' });

    // a contractor finds it, and reports it from the card's menu
    const search = async () => {
      await reporterPage.goto(WEB_PATHS.home);
      const filters = reporterPage.locator('form').first();
      await filters.getByLabel('Search', { exact: true }).fill(WORD);
      await filters.getByRole('button', { name: 'Search' }).click();
    };
    await search();
    const card = reporterPage.getByRole('article', { name: SCAM_TITLE });
    await card.getByRole('button', { name: 'Project menu' }).click();
    await reporterPage.getByRole('menuitem', { name: 'Report' }).click();
    const report = reporterPage.getByRole('dialog', { name: 'Report' });
    await report.getByRole('radio', { name: 'Scam or fraud' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText(MODERATION_MSG.reportSent).waitFor();
    await report.getByRole('button', { name: 'OK' }).click();

    // the queue: hide it, with the reason its owner reads
    await openSection(adminPage, 'Reports');
    await adminPage.getByRole('button', { name: `Hide listing: report of the listing “${SCAM_TITLE}”` }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Hide this listing?' });
    await confirm.getByLabel('Reason (the owner reads it)').fill(HIDE_REASON);
    await shot(adminPage, 'reports-hide');
    await confirm.getByRole('button', { name: 'Hide listing' }).click();
    await toast(adminPage, MODERATION_MSG.reportDecided);
    await adminPage.getByRole('radiogroup', { name: 'Status' }).getByText('Handled', { exact: true }).click();
    await adminPage.getByText(HIDE_REASON).waitFor();
    await shot(adminPage, 'reports');
    // the console's listing search shows it hidden, with the reason
    await openSection(adminPage, 'Listings');
    await adminPage.getByLabel('Search', { exact: true }).fill(WORD);
    await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
    const row = adminPage.getByRole('table', { name: 'Listings' }).getByRole('row').filter({ hasText: SCAM_TITLE });
    await row.getByText(hiddenByHomeBidText(HIDE_REASON)).waitFor();
    await shot(adminPage, 'listings');

    await search();
    await reporterPage.getByText('No open projects match your search.').waitFor();
    expect(await reporterPage.getByRole('article', { name: SCAM_TITLE }).count()).toBe(0);

    await ownerPage.goto(WEB_PATHS.myProjects);
    await ownerPage.getByRole('article', { name: SCAM_TITLE }).getByText(hiddenByHomeBidText(HIDE_REASON)).waitFor();
    await shot(ownerPage, 'owner-hidden-listing-phone');
  });

  let disputed: DisputedContract;

  it('an admin decides a dispute by a split; the poster sees it split', async () => {
    const [{ page: posterPage, person: poster }, { person: bidder }] = await Promise.all([
      personPage(PHONE, newUser('Paula Poster')),
      personPage(PHONE, newUser('Bo Builder', 'contractor')),
    ]);
    disputed = await disputedContract(server, poster, bidder, 'Deck rebuild');

    await openSection(adminPage, 'Disputes');
    await shot(adminPage, 'disputes');
    await adminPage.getByRole('link', { name: 'Deck rebuild: milestone 1' }).click();
    await adminPage.getByRole('button', { name: 'Decide', exact: true }).click();
    const decide = adminPage.getByRole('dialog', { name: 'Decide the dispute over milestone 1' });
    await decide.getByRole('radio', { name: /^Split/ }).check();
    // more than the milestone holds: the error, and the amount's line gives the range instead of figures (the
    // 'Refund the poster' option above keeps its own 'gets $300.00 back': that is what a refund does)
    await decide.getByLabel('Amount to release to the seller').fill('300.01');
    await decide.getByText(DISPUTE_MSG.releaseOutOfRange).waitFor();
    expect(await decide.locator('[aria-live="polite"]').textContent()).toBe('Between $0.00 and $300.00.');
    await decide.getByLabel('Amount to release to the seller').fill('120');
    await decide.getByText(`${poster.name} (the poster) gets $180.00 back.`).waitFor();
    await decide.getByLabel('Note (both sides read it)').fill(DECISION_NOTE);
    await decide.getByRole('button', { name: 'Review the decision' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Confirm the decision' });
    await confirm.getByText(/\$120\.00/).first().waitFor();
    // a double click sends one decision (the second would be refused 409, unseen)
    const decisions: string[] = [];
    const countDecision = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().endsWith('/decision')) decisions.push(request.url());
    };
    adminPage.on('request', countDecision);
    await confirm.getByRole('button', { name: 'Decide', exact: true }).dblclick();
    // the dispute's page shows the outcome (read from the server after the decision)
    await adminPage.getByText('Split: $120.00 released to the seller, $180.00 refunded to the poster.').waitFor();
    adminPage.off('request', countDecision);
    expect(decisions).toHaveLength(1);
    await shot(adminPage, 'dispute');

    // the escrow service paid out: $120 to the seller, $180 back to the poster
    await posterPage.goto(posterContractPath(disputed.contractId));
    await posterPage.getByRole('heading', { name: 'Contract Details' }).waitFor();
    const state = posterPage.getByRole('group', { name: 'Milestone 1 payment' }).getByTestId('milestone-escrow-state');
    await poll(async () => {
      await posterPage.reload();
      await posterPage.getByRole('heading', { name: 'Contract Details' }).waitFor();
      return state.textContent();
    }).toBe('Split');
    await shot(posterPage, 'poster-dispute-split-phone');
  });

  it('the money of the disputed contract, a clean ledger check, every action in the audit log, and the overview', async () => {
    await openSection(adminPage, 'Money');
    await adminPage.getByLabel('Contract id').fill(disputed.contractId);
    await adminPage.getByRole('button', { name: 'Show money' }).click();
    await adminPage.getByRole('heading', { name: 'Ledger entries' }).waitFor();
    await adminPage.getByRole('button', { name: 'Run ledger check' }).click();
    await adminPage.getByText(/^The ledger is balanced: /).waitFor();
    await shot(adminPage, 'money');

    // each action of the scenario is a row: what, and the reason given
    await openSection(adminPage, 'Audit log');
    const rows = adminPage.getByRole('table', { name: 'Audit entries' }).getByRole('row');
    const entry = (what: string, reason?: string) => (reason ? rows.filter({ hasText: what }).filter({ hasText: reason }) : rows.filter({ hasText: what }));
    for (const [what, reason] of [
      ['Role change', ROLE_REASON],
      ['Ticket reply', undefined],
      ['Suspend', SUSPEND_REASON],
      ['Hide listing', HIDE_REASON],
      ['Dispute decision', DECISION_NOTE],
    ] as const) {
      await entry(what, reason).first().waitFor();
    }
    await shot(adminPage, 'audit');

    // the overview after it all: the figures, and the charts of the last 30 days
    await openSection(adminPage, 'Overview');
    await adminPage.getByText('Open tickets').waitFor();
    await adminPage.getByRole('heading', { level: 3, name: 'Money moved per day' }).waitFor();
    await shot(adminPage, 'overview');
  });

  it('npm run ledger:check finds the books balanced after the run', async () => {
    // the command reads the server's database, which PGlite lets one process hold at a time
    await server.stop({ keepData: true });
    // the command as a person runs it, on the server's data directory (PGlite there, whatever database the runner has)
    const { DATABASE_URL: _database, TEST_POSTGRES_URL: _testDatabase, ...env } = process.env;
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ledger:check'], { cwd: ROOT_DIR, env: { ...env, DATA_DIR: server.dataDir } });
    const report = JSON.parse(stdout) as { ok: boolean; totalCents: number; escrow: { heldCents: number; releasedCents: number; refundedCents: number } };
    // the disputed $300: $120 released to the seller, $180 refunded to the poster, nothing left held
    expect(report).toMatchObject({ ok: true, totalCents: 0, escrow: { heldCents: 0, releasedCents: 12_000, refundedCents: 18_000 } });
  });
});
