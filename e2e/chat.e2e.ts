import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, sharedServer, type ApiUser, type RunningServer } from './support';

// Two signed-in users in two browser contexts chat live: messages appear without reload, the header's
// unread badge counts up and clears, 'seen' follows the other member's reading, and markup stays text.
describe('chat between two users', () => {
  let server: RunningServer;
  let browser: Browser;
  let alicePage: Page | undefined;
  let bobPage: Page | undefined;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    const [aliceContext, bobContext] = await Promise.all([newPage(browser, server.url), newPage(browser, server.url)]);
    alicePage = aliceContext.page;
    bobPage = bobContext.page;
    [alice, bob] = await Promise.all([
      registerUser(server.url, { name: 'Alice Poster', context: aliceContext.context }),
      registerUser(server.url, { name: 'Bob Builder', context: bobContext.context }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => [alicePage, bobPage]);

  const headerBadge = (page: Page) => page.locator('a[aria-label="Messages"] .ant-badge-count');
  const messages = (page: Page) => page.getByTestId('chat-message');

  it('opens the chat with a user, exchanges messages live, and updates the unread badge', async () => {
    const a = alicePage!;
    const b = bobPage!;
    // Bob is elsewhere in the app; his header shows no unread count yet
    await b.goto('/v1/chats');
    await expect.poll(() => b.getByTestId('chat-channel-list').isVisible()).toBe(true);
    expect(await headerBadge(b).count()).toBe(0);

    // Alice opens the conversation with Bob (the link form of the post card's chat button)
    await a.goto(`/v1/chats?uid=${bob.id}`);
    await expect.poll(() => a.getByTestId('chat-header-name').textContent()).toBe('Bob Builder');
    expect(new URL(a.url()).search).toBe('');
    await a.getByTestId('chat-input').fill('Hello Bob, can you quote the deck?');
    await a.getByTestId('chat-input').press('Enter');
    await expect.poll(() => messages(a).last().textContent()).toBe('Hello Bob, can you quote the deck?');

    // Bob's list and header badge update live
    await expect.poll(() => headerBadge(b).textContent()).toBe('1');
    const channel = b.getByTestId('chat-channel').first();
    await expect.poll(() => channel.getByTestId('chat-channel-preview').textContent()).toBe('Hello Bob, can you quote the deck?');
    expect(await channel.locator('.ant-badge-count').textContent()).toBe('1');

    // Bob opens it: the message is there, the badge clears, Alice sees 'seen'
    await channel.click();
    await expect.poll(() => b.getByTestId('chat-header-name').textContent()).toBe('Alice Poster');
    await expect.poll(() => messages(b).last().textContent()).toBe('Hello Bob, can you quote the deck?');
    await expect.poll(() => headerBadge(b).count()).toBe(0);
    await expect.poll(() => a.getByTestId('chat-seen').count()).toBe(1);

    // Bob answers; Alice sees it appear without reloading
    await b.getByTestId('chat-input').fill('Sure, Friday works.');
    await b.getByTestId('chat-input').press('Enter');
    await expect.poll(() => messages(a).last().textContent()).toBe('Sure, Friday works.');
    expect(await messages(a).count()).toBe(2);
    // Bob's own copy arrives with his send's answer, which may come after Alice's live copy
    await expect.poll(() => messages(b).count()).toBe(2);
  });

  it('shows markup as text and counts unread for a user who is not looking', async () => {
    const a = alicePage!;
    const b = bobPage!;
    await b.goto('/v1/profile');
    await a.getByTestId('chat-input').fill('<img src=x onerror="window.hacked=1"><b>bold?</b>');
    await a.getByTestId('chat-input').press('Enter');
    await a.getByTestId('chat-input').fill('second');
    await a.getByTestId('chat-input').press('Enter');
    await expect.poll(() => headerBadge(b).textContent()).toBe('2');

    await b.locator('a[aria-label="Messages"]').click();
    // from the keyboard: the conversation's name is its button
    await b.getByTestId('chat-channel').first().getByRole('button', { name: 'Alice Poster', exact: true }).press('Enter');
    await expect.poll(() => messages(b).count()).toBe(4);
    expect(await messages(b).nth(2).textContent()).toBe('<img src=x onerror="window.hacked=1"><b>bold?</b>');
    expect(await messages(b).nth(2).locator('img, b').count()).toBe(0);
    expect(await b.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect.poll(() => headerBadge(b).count()).toBe(0);
  });

  it('opens the same channel from the other side without making a second one', async () => {
    const b = bobPage!;
    await b.goto(`/v1/chats?uid=${alice.id}`);
    await expect.poll(() => b.getByTestId('chat-header-name').textContent()).toBe('Alice Poster');
    await expect.poll(() => messages(b).count()).toBe(4);
    expect(await b.getByTestId('chat-channel').count()).toBe(1);
  });

  it('keeps every message typed in quick succession, in order', async () => {
    const a = alicePage!;
    const b = bobPage!;
    const input = a.getByTestId('chat-input');
    // no wait between messages: each is typed while the one before is still on its way
    for (let i = 1; i <= 8; i++) {
      await input.fill(`quick ${i}`);
      await input.press('Enter');
    }
    const quick = () => messages(b).filter({ hasText: /^quick \d+$/ }).allTextContents();
    await expect.poll(quick).toEqual(Array.from({ length: 8 }, (_, i) => `quick ${i + 1}`));
  });

  it("shows a message at once as 'Sending…' until the server has it, then once", async () => {
    const a = alicePage!;
    let answer!: () => void;
    const isAnswered = new Promise<void>((resolve) => (answer = resolve));
    // the send is held on its way, as on a slow phone connection
    await a.route('**/api/chat/channels/*/messages', async (route) =>
      route.request().method() === 'POST' ? isAnswered.then(() => route.continue()) : route.fallback(),
    );
    await a.getByTestId('chat-input').fill('on its way');
    await a.getByTestId('chat-input').press('Enter');
    const pending = a.getByTestId('chat-message-pending');
    await expect.poll(() => pending.getByText('Sending…', { exact: true }).isVisible()).toBe(true);
    expect(await pending.getByText('on its way', { exact: true }).isVisible()).toBe(true);
    expect(await messages(a).filter({ hasText: 'on its way' }).count()).toBe(0);

    answer();
    await expect.poll(() => messages(a).last().textContent()).toBe('on its way');
    expect(await pending.count()).toBe(0);
    expect(await messages(a).filter({ hasText: 'on its way' }).count()).toBe(1);
    await a.unrouteAll();
  });
});
