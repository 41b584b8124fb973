import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FILE_TEXT } from '@homebid/shared/constants/chat-files';
import { launchBrowser, newPage, pngFile, registerUser, screenshotOnFailure, sharedServer, type ApiUser, type RunningServer } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

// Alice sends Bob a photo (the paper clip) and a quote as a PDF (dropped on the conversation); Bob, with the chat
// open, sees them arrive live, opens the photo large with the keyboard and downloads the PDF.
describe('files in chat', () => {
  let server: RunningServer;
  let browser: Browser;
  let alicePage: Page | undefined;
  let bobPage: Page | undefined;
  let bob: ApiUser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    const [aliceContext, bobContext] = await Promise.all([newPage(browser, server.url), newPage(browser, server.url)]);
    alicePage = aliceContext.page;
    bobPage = bobContext.page;
    [, bob] = await Promise.all([
      registerUser(server.url, { name: 'Alice Poster', context: aliceContext.context }),
      registerUser(server.url, { name: 'Bob Builder', context: bobContext.context }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => [alicePage, bobPage]);

  it('sends a photo and a PDF that the other side sees live, opens large and downloads', async () => {
    const a = alicePage!;
    const b = bobPage!;
    await a.goto(`/v1/chats?uid=${bob.id}`);
    await expect.poll(() => a.getByTestId('chat-header-name').textContent()).toBe('Bob Builder');
    await a.getByTestId('chat-input').fill('Hello Bob');
    await a.getByTestId('chat-input').press('Enter');
    await b.goto('/v1/chats');
    await b.getByTestId('chat-channel').first().click();
    await expect.poll(() => b.getByTestId('chat-message').last().textContent()).toBe('Hello Bob');

    // the paper clip: a photo, and a file that is not a JPG, PNG or PDF (refused with the reason)
    await expect.poll(() => a.getByRole('button', { name: CHAT_FILE_TEXT.attach }).isVisible()).toBe(true);
    await a.getByTestId('chat-file-input').setInputFiles([pngFile('kitchen.png'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
    await expect.poll(() => a.getByTestId('chat-attach-problem').textContent()).toBe(`notes.txt: ${CHAT_FILE_TEXT.wrongType}`);
    // a PDF dropped on the conversation
    const dataTransfer = await a.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'quote.pdf', { type: 'application/pdf' }));
      return transfer;
    }, [...PDF]);
    for (const type of ['dragenter', 'dragover', 'drop']) await a.getByTestId('chat-drop-zone').dispatchEvent(type, { dataTransfer });
    await expect.poll(() => a.locator('[data-testid="chat-attachment"][data-uploaded="true"]').count()).toBe(2);
    await a.getByTestId('chat-input').fill('The kitchen, and my quote');
    await a.getByTestId('chat-input').press('Enter');
    await expect.poll(() => a.getByTestId('chat-attachment').count()).toBe(0);

    // Bob sees the message with its files without reloading
    const last = b.getByTestId('chat-message').last();
    await expect.poll(() => last.getByTestId('chat-file-image').count()).toBe(1);
    expect(await last.textContent()).toContain('The kitchen, and my quote');
    const image = last.getByTestId('chat-file-image');
    await expect.poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);

    // the thumbnail opens large from the keyboard, and Escape closes it
    await image.focus();
    await b.keyboard.press('Enter');
    const preview = b.locator('.ant-image-preview img');
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/chat\/files\//);
    await b.keyboard.press('Escape');
    await expect.poll(() => preview.isVisible()).toBe(false);

    // the PDF is a named file to download
    const link = last.getByTestId('chat-file-download');
    expect(await link.textContent()).toContain('quote.pdf');
    const [download] = await Promise.all([b.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('quote.pdf');
    expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);

    // the file is the two members' only
    const url = await link.getAttribute('href');
    const carol = await registerUser(server.url, { name: 'Carol' });
    const stranger = await fetch(`${server.url}${url}`, { headers: { cookie: carol.cookie } });
    expect(stranger.status).toBe(404);
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
  });
});
