import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_FILE_TEXT, CHAT_TEXT, type ChatMessage, type ChatServerEvent } from '@homebid/shared/schemas/chat';
import type { App } from '../../app';
import { chatFiles } from '../../db/schema/chat-files';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { connectSocket, listenForSockets, openChannelBetween, sendMessage, uploadChatFile, type TestSocket } from '../../../test/support/chat';
import { createPdfBytes } from '../../../test/support/disputes';
import { createJpegBytes, createPngBytes } from '../../../test/support/upload-files';
import { sweepUnattachedUploads } from '../housekeeping/sweep-uploads';
import { contentDisposition } from '../uploads/private-file';

const errorOf = (response: { statusCode: number; json(): { error?: { message?: string } } }) => [response.statusCode, response.json().error?.message];

describe('files in chat', () => {
  let app: App;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let channelId: string;
  const sockets: TestSocket[] = [];
  const upload = async (user: TestUser, fileName: string, bytes: Buffer, channel = channelId) => {
    const response = await uploadChatFile(user, channel, { fileName, contentType: 'application/octet-stream', bytes });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string; name: string; contentType: string; sizeBytes: number; url: string };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    url = await listenForSockets(app);
    [alice, bob, carol] = await Promise.all([buildUser(app, { name: 'Alice' }), buildUser(app, { name: 'Bob' }), buildUser(app, { name: 'Carol' })]);
    channelId = await openChannelBetween(alice, bob);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await app.close();
  });

  it('takes JPG, PNG and PDF files known by their bytes, not their names, of 10 MB at most', async () => {
    const png = await upload(alice, 'site.png', createPngBytes());
    expect(png).toMatchObject({ name: 'site.png', contentType: 'image/png', url: `/api/chat/files/${png.id}` });
    expect((await upload(alice, 'IMG_1.JPEG', createJpegBytes())).contentType).toBe('image/jpeg');
    // a PDF named .jpg is a PDF (and is downloaded as one)
    const disguised = await upload(alice, 'photo.jpg', createPdfBytes());
    expect(disguised).toMatchObject({ name: 'photo.jpg.pdf', contentType: 'application/pdf', sizeBytes: createPdfBytes().length });

    const file = (fileName: string, bytes: Buffer) => uploadChatFile(alice, channelId, { fileName, contentType: 'application/pdf', bytes });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 0)]);
    expect(errorOf(await file('invoice.pdf', exe))).toEqual([400, CHAT_FILE_TEXT.wrongType]);
    expect(errorOf(await file('notes.pdf', Buffer.from('just text, not a PDF')))).toEqual([400, CHAT_FILE_TEXT.wrongType]);
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(40, 0)]);
    expect(errorOf(await file('anim.gif', gif))).toEqual([400, CHAT_FILE_TEXT.wrongType]);
    const tooBig = Buffer.concat([createPdfBytes(), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    expect(errorOf(await file('big.pdf', tooBig))).toEqual([413, CHAT_FILE_TEXT.tooLarge]);
    const empty = await alice.request({ method: 'POST', url: `/api/chat/channels/${channelId}/files`, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(errorOf(empty)).toEqual([400, CHAT_FILE_TEXT.missing]);
    expect(await app.ctx.db.select().from(chatFiles).where(eq(chatFiles.uploaderId, alice.id))).toHaveLength(3);
  });

  it('lets only the two members upload and read; strangers get 404, the signed-out 401', async () => {
    const pdf = await upload(alice, 'quote.pdf', createPdfBytes());
    expect(errorOf(await uploadChatFile(carol, channelId, { fileName: 'x.png', bytes: createPngBytes() }))).toEqual([404, CHAT_TEXT.channelNotFound]);
    expect((await app.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(401);

    // not sent yet: its uploader only
    expect((await alice.request({ method: 'GET', url: pdf.url })).statusCode).toBe(200);
    expect(errorOf(await bob.request({ method: 'GET', url: pdf.url }))).toEqual([404, CHAT_FILE_TEXT.notFound]);
    expect((await sendMessage(alice, channelId, 'the quote', [pdf.id])).statusCode).toBe(200);

    const read = await bob.request({ method: 'GET', url: pdf.url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(createPdfBytes())).toBe(true);
    expect(read.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition('attachment', 'quote.pdf'),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=86400',
    });
    expect(errorOf(await carol.request({ method: 'GET', url: pdf.url }))).toEqual([404, CHAT_FILE_TEXT.notFound]);
    expect(errorOf(await carol.request({ method: 'GET', url: '/api/chat/files/not-a-uuid' }))).toEqual([404, CHAT_FILE_TEXT.notFound]);

    const image = await upload(bob, 'roof.png', createPngBytes());
    await sendMessage(bob, channelId, '', [image.id]);
    const shown = await alice.request({ method: 'GET', url: image.url });
    expect([shown.statusCode, shown.headers['content-type'], shown.headers['content-disposition']]).toEqual([200, 'image/png', contentDisposition('inline', 'roof.png')]);
  });

  it('sends text with files, or files only, in the order attached: in the list, the channel preview and live on the socket', async () => {
    const [aliceTab, bobTab, carolTab] = await Promise.all([connectSocket(url, alice), connectSocket(url, bob), connectSocket(url, carol)]);
    sockets.push(aliceTab, bobTab, carolTab);
    const photo = await upload(alice, 'kitchen.png', createPngBytes());
    const pdf = await upload(alice, 'estimate.pdf', createPdfBytes());

    const sent = await sendMessage(alice, channelId, '  Here you go  ', [pdf.id, photo.id]);
    expect(sent.statusCode).toBe(200);
    const message = sent.json() as ChatMessage;
    expect(message).toMatchObject({ text: 'Here you go', files: [pdf, photo] });
    const filesOnly = (await sendMessage(alice, channelId, '', [(await upload(alice, 'wall.jpg', createJpegBytes())).id])).json() as ChatMessage;
    expect(filesOnly).toMatchObject({ text: '', files: [{ name: 'wall.jpg', contentType: 'image/jpeg' }] });

    const isMessage = (id: number) => (e: ChatServerEvent): e is { type: 'message'; message: ChatMessage } => e.type === 'message' && e.message.id === id;
    expect((await bobTab.waitFor(isMessage(message.id))).message).toEqual(message);
    expect((await bobTab.waitFor(isMessage(filesOnly.id))).message).toEqual(filesOnly);
    expect((await aliceTab.waitFor(isMessage(message.id))).message).toEqual(message);

    const page = (await bob.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages` })).json();
    expect(page.messages.slice(-2)).toEqual([message, filesOnly]);
    const after = (await bob.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages?after=${message.id - 1}` })).json();
    expect(after.messages).toEqual([message, filesOnly]);
    const channels = (await bob.request({ method: 'GET', url: '/api/chat/channels' })).json().channels;
    expect(channels[0].lastMessage).toEqual(filesOnly);

    // a reconnecting socket's catch-up carries the files too
    bobTab.socket.send(JSON.stringify({ type: 'subscribe', lastMessageId: message.id - 1 }));
    await bobTab.waitFor((e) => e.type === 'caught-up');
    expect(carolTab.events.filter((e) => e.type === 'message')).toEqual([]);
  });

  it('refuses a message of six files, a file sent already, someone else’s file, one of another chat, and a message of nothing', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push((await upload(alice, `p${i}.png`, createPngBytes())).id);
    expect(errorOf(await sendMessage(alice, channelId, 'six', ids))).toEqual([400, CHAT_FILE_TEXT.tooMany]);
    expect((await sendMessage(alice, channelId, 'five', ids.slice(0, 5))).statusCode).toBe(200);
    expect(errorOf(await sendMessage(alice, channelId, 'again', [ids[0]!]))).toEqual([400, CHAT_FILE_TEXT.notAttachable]);
    expect(errorOf(await sendMessage(bob, channelId, 'not mine', [ids[5]!]))).toEqual([400, CHAT_FILE_TEXT.notAttachable]);
    expect(errorOf(await sendMessage(alice, channelId, 'twice', [ids[5]!, ids[5]!]))).toEqual([400, CHAT_FILE_TEXT.notAttachable]);
    const withCarol = await openChannelBetween(alice, carol);
    expect(errorOf(await sendMessage(alice, withCarol, 'elsewhere', [ids[5]!]))).toEqual([400, CHAT_FILE_TEXT.notAttachable]);
    expect(errorOf(await sendMessage(carol, channelId, 'stranger', [ids[5]!]))).toEqual([400, CHAT_FILE_TEXT.notAttachable]);
    expect(errorOf(await sendMessage(alice, channelId, '  ', []))).toEqual([400, CHAT_TEXT.emptyText]);
    // a refused message claims nothing: the file can still go
    expect((await sendMessage(alice, channelId, '', [ids[5]!])).statusCode).toBe(200);
  });

  it('sends a file with one of two messages racing for it, never both', async () => {
    const file = await upload(alice, 'race.png', createPngBytes());
    const responses = await Promise.all([sendMessage(alice, channelId, 'one', [file.id]), sendMessage(alice, channelId, 'two', [file.id])]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('sweeps files nobody sent after a day (row and stored file), and keeps sent ones', async () => {
    const unsent = await upload(bob, 'forgotten.png', createPngBytes());
    const sentFile = await upload(bob, 'kept.png', createPngBytes());
    await sendMessage(bob, channelId, '', [sentFile.id]);
    const [row] = await app.ctx.db.select().from(chatFiles).where(eq(chatFiles.id, unsent.id));
    const swept = await sweepUnattachedUploads(app.ctx, new Date(Date.now() + 25 * 3600_000));
    expect(swept).toContain(row!.storageKey);
    expect(await app.ctx.storage.get(row!.storageKey)).toBeUndefined();
    expect((await bob.request({ method: 'GET', url: unsent.url })).statusCode).toBe(404);
    expect((await alice.request({ method: 'GET', url: sentFile.url })).statusCode).toBe(200);
  });
});
