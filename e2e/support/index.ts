/**
 * End-to-end test harness: the real server in its own process + Debian Chromium through playwright-core.
 *
 * Server
 *   startServer(env?) -> { url, port, dataDir, logs(), stop() }; sharedServer() -> the worker's plain one
 *     Spawns `node <server bundle>` (apps/server/test/server-bundle.ts) on a free 127.0.0.1 port, fresh temp DATA_DIR,
 *     PGLITE_DIR=memory://, SEED_DEMO=false, NODE_ENV=test (dev outbox on), PUBLIC_URL=url; waits for
 *     /api/health. `env` overrides (value '' unsets, e.g. { PGLITE_DIR: '' } = PGlite on disk).
 *     stop() kills it, deletes DATA_DIR and saves its log to test-results/server-<port>.log.
 *     Needs apps/web/dist (npm run build --workspace @homebid/web), or the build in $WEB_DIST when set
 *     (the test command builds into a private temp dir and sets WEB_DIST).
 *   getFreePort()
 *
 * Browser
 *   launchBrowser() -> playwright Browser (Debian's chromium-headless-shell, or $CHROMIUM_PATH).
 *   newPage(browser, baseURL, { width?, height? }) -> { context, page }: own cookies/localStorage,
 *     page.goto('/v1') resolves against baseURL; default timeout 15 s.
 *   screenshotOnFailure(() => [page, ...]) -> call at describe level; on a failed test saves
 *     test-results/<test>-<n>.png and prints the page's console errors.
 *   getPageErrors(page) -> uncaught errors and console.error lines seen so far.
 *
 * Users and API
 *   registerUser(url, { name?, email?, password?, context? }) -> ApiUser: sign-up through the API; with
 *     `context`, the session cookie is put into that browser context (its pages are signed in).
 *   signInUser(url, { email, password }, context?) -> ApiUser
 *   ApiUser: { id, name, email, password, cookie, api<T>(path, { method?, body? }) } — api() calls
 *     `${url}/api${path}` with the cookie and Origin and throws on a non-2xx answer.
 *   callApi(url, path, { method?, body?, cookie? }) -> { status, data, response } (never throws on status).
 *   makeEmail(prefix?) -> a unique e-mail address.
 *
 * Dev outbox
 *   readOutbox(url, to) -> messages newest first (GET /api/dev/outbox?to=).
 *   waitForOutbox(url, to, { since?, match?, timeoutMs? }) -> the newest matching message (polls).
 *   extractCode(body) -> first 6-digit code; extractLink(body) -> first http(s) link.
 *
 * Browser flows (flows.ts)
 *   waitForPath(page, '/v1' | /regex/) — pathname match (regex: pathname + search).
 *   verifyPhoneInBrowser(page, url, digits?) — on /v1/verify-phone-number: number, ALTCHA, GET OTP, code from
 *     the outbox, VERIFY OTP; returns the E.164 phone. makeUsPhone() -> random valid 10-digit number.
 *   completeContractorOnboarding(page, { name?, certificateTitle? }) — all five wizard steps, ends with 'Save'.
 *   chooseInSelect(page, label, option) — antd Select by its aria-label; pngFile(name?) — a real PNG for uploads.
 *   Note: the router keeps the old page on screen while a lazy page loads: wait for the new page's heading
 *   before filling fields that both pages have (e.g. 'E-mail').
 *
 * Accessibility (page-checks.ts, a11y-marketplace.ts; used by accessibility.e2e.ts)
 *   findSeriousViolations(page, 'every rule' | 'colour rules') — axe-core's serious and critical violations (and
 *     heading-order), one line each; axe goes into the page once per document.
 *   setTheme(page, 'dark' | 'light', { live? }), waitUntilSettled(page), openPage(page, url, words),
 *   sidewaysOverflow(page), checkPostCards(page, expected) — post cards are articles named by their titles.
 *   ownSeedMarketplace(seed) / demoMarketplace(server, contexts) — the test seed or the demo data (SEED_DEMO:
 *     accounts and password read from the server's output) as one shape for a table of pages.
 *
 * Data and money (import from their files)
 *   seed-marketplace.ts: seedMarketplace(...) users, listings, bids and a contract through the API;
 *     createOpenListing(server, owner, title, fields?), uploadListingImage(server, owner).
 *   pay-milestones.ts: setupSellerCardAccount(seller), setupBankTransfer(user, firstName),
 *     hireTwoMilestoneContract(server, poster, bidder, title), payMilestoneByCard(page, position, { declineFirst? }).
 *   disputed-contract.ts: disputedContract(server, poster, bidder, title) -> a funded milestone in dispute.
 *   operators.ts: startServerWithAdmin(env?, name?) -> a server with an admin (ADMIN_EMAILS) and its credentials;
 *     readDemoOperator(logs) -> the demo operator's sign-in printed at start.
 *   start-together.ts: startTogether(starts) -> awaits every start even when one fails, then throws its error.
 *
 * Typical file:
 *   let server: RunningServer; let browser: Browser; let page: Page;
 *   beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
 *   afterAll(async () => { await browser?.close(); await server?.stop(); });
 *   screenshotOnFailure(() => [page]);
 */
export { sharedServer, startServer, ROOT_DIR, RESULTS_DIR, type RunningServer } from './server';
export { getFreePort } from './ports';
export { launchBrowser, newPage, screenshotOnFailure, getPageErrors } from './browser';
export { registerUser, signInUser, callApi, makeEmail, type ApiUser } from './users';
export { readOutbox, waitForOutbox, extractCode, extractLink, type OutboxMessage } from './outbox';
export { waitForPath, verifyPhoneInBrowser, completeContractorOnboarding, chooseInSelect, makeUsPhone, pngFile } from './flows';
