import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CONTACT_HIDDEN } from '@homebid/shared/domain/contact-masking';
import { CHAT_TEXT, type ChatMessage, type ChatServerEvent } from '@homebid/shared/schemas/chat';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { connectSocket, listenForSockets, openChannelBetween, sendMessage, type TestSocket } from '../../../test/support/chat';

const isMessage = (text: string) => (e: ChatServerEvent): e is { type: 'message'; message: ChatMessage } =>
  e.type === 'message' && e.message.text === text;

describe('chat WebSocket', () => {
  let app: App;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let channelId: string;
  const sockets: TestSocket[] = [];
  const connect = async (user: TestUser, headers?: Record<string, string>) => {
    const socket = await connectSocket(url, user, headers);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    url = await listenForSockets(app);
    [alice, bob, carol] = await Promise.all([buildUser(app), buildUser(app), buildUser(app)]);
    channelId = await openChannelBetween(alice, bob);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await app.close();
  });

  it('refuses a socket without a session, and one opened from a foreign page', async () => {
    await expect(connectSocket(url, { cookie: '' })).rejects.toThrow('upgrade refused: 401');
    await expect(connectSocket(url, alice, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
    const sameSite = await connect(alice, { origin: 'http://localhost:3000' });
    expect(sameSite.events[0]).toEqual({ type: 'ready', userId: alice.id });
  });

  it('delivers a message live to both members (every tab), never to others', async () => {
    const [aliceTab, bobTab1, bobTab2, carolTab] = await Promise.all([connect(alice), connect(bob), connect(bob), connect(carol)]);
    const sent = (await sendMessage(alice, channelId, 'hello bob')).json();
    for (const tab of [aliceTab, bobTab1, bobTab2]) {
      const event = await tab.waitFor(isMessage('hello bob'));
      expect(event.message).toEqual(sent);
    }
    await sendMessage(bob, channelId, 'after');
    await carolTab.waitFor(() => false, 300).catch(() => {});
    expect(carolTab.events.filter((e) => e.type === 'message')).toEqual([]);
  });

  it('delivers messages in order and tells the sender when the other member has read them', async () => {
    const [aliceTab, bobTab] = await Promise.all([connect(alice), connect(bob)]);
    const sent: number[] = [];
    for (let i = 0; i < 10; i += 1) sent.push((await sendMessage(alice, channelId, `order ${i}`)).json().id);
    await bobTab.waitFor(isMessage('order 9'));
    const received = bobTab.events.flatMap((e) => (e.type === 'message' && e.message.text.startsWith('order') ? [e.message.id] : []));
    expect(received).toEqual(sent);

    await bob.request({ method: 'POST', url: `/api/chat/channels/${channelId}/read`, payload: { messageId: sent[9] } });
    const read = await aliceTab.waitFor((e) => e.type === 'read' && e.userId === bob.id);
    expect(read).toEqual({ type: 'read', channelId, userId: bob.id, messageId: sent[9] });
  });

  it('catches up after a reconnect: messages sent while disconnected arrive by ?after and by subscribe', async () => {
    const bobTab = await connect(bob);
    const seen = (await sendMessage(alice, channelId, 'before the drop')).json();
    await bobTab.waitFor(isMessage('before the drop'));
    await bobTab.close();

    const missed = [];
    for (let i = 0; i < 3; i += 1) missed.push((await sendMessage(alice, channelId, `missed ${i}`)).json());

    const again = await connect(bob);
    const page = (await bob.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages?after=${seen.id}` })).json();
    expect(page.messages).toEqual(missed);

    again.socket.send(JSON.stringify({ type: 'subscribe', lastMessageId: seen.id }));
    const caughtUp = await again.waitFor((e) => e.type === 'caught-up');
    expect(caughtUp).toEqual({ type: 'caught-up', lastMessageId: missed[2].id });
    // each once: the last may also have come live, before the subscribe (on PostgreSQL, NOTIFY arrives when it does)
    const received = again.events.flatMap((e) => (e.type === 'message' ? [e.message] : []));
    expect(received.sort((a, b) => a.id - b.id)).toEqual(missed);
  });

  it('sends a socket each message once, when its catch-up replays one it already had live', async () => {
    const tab = await connect(bob);
    const live = (await sendMessage(alice, channelId, 'live, then asked for again')).json();
    await tab.waitFor(isMessage('live, then asked for again'));
    tab.socket.send(JSON.stringify({ type: 'subscribe', lastMessageId: live.id - 1 }));
    expect(await tab.waitFor((e) => e.type === 'caught-up')).toEqual({ type: 'caught-up', lastMessageId: live.id });
    expect(tab.events.filter((e) => e.type === 'message' && e.message.id === live.id)).toHaveLength(1);
  });

  it('stores messages posted at once together: each post answered with its own, each delivered once, a stranger refused', async () => {
    const [dana, eve, fay, gus] = await Promise.all([buildUser(app), buildUser(app), buildUser(app), buildUser(app)]);
    const [channel, otherChannel] = [await openChannelBetween(dana, eve), await openChannelBetween(fay, gus)];
    const [eveSocket, gusSocket] = [await connect(eve), await connect(gus)];
    const texts = Array.from({ length: 6 }, (_, i) => `together ${i}`);
    const posts = await Promise.all([
      ...texts.map((text) => sendMessage(dana, channel, text)),
      ...texts.map((text) => sendMessage(fay, otherChannel, text)),
      sendMessage(carol, channel, 'a stranger'),
      sendMessage(dana, channel, 'call me on 555-123-4567'),
    ]);
    expect(posts.map((p) => p.statusCode)).toEqual([...Array(12).fill(200), 404, 200]);
    expect(posts[12]!.json().error.message).toBe(CHAT_TEXT.channelNotFound);
    const answered = posts.filter((p) => p.statusCode === 200).map((p) => p.json() as ChatMessage);
    expect(answered.map((m) => m.text)).toEqual([...texts, ...texts, 'call me on 555-123-4567']);
    expect(answered.map((m) => m.channelId)).toEqual([...Array(6).fill(channel), ...Array(6).fill(otherChannel), channel]);
    expect(new Set(answered.map((m) => m.id)).size).toBe(13);

    // the reader gets each once, in id order, with contact details hidden from them (not from the sender)
    const last = answered[12]!;
    const newestOf = (messages: ChatMessage[]) => Math.max(...messages.map((m) => m.id));
    await eveSocket.waitFor((e) => e.type === 'message' && e.message.id === newestOf([...answered.slice(0, 6), last]));
    await gusSocket.waitFor((e) => e.type === 'message' && e.message.id === newestOf(answered.slice(6, 12)));
    const masked = eveSocket.events.find((e) => e.type === 'message' && e.message.id === last.id);
    expect(masked).toMatchObject({ message: { contactHidden: true, text: `call me on ${CONTACT_HIDDEN}` } });
    expect(last).toMatchObject({ contactHidden: false, text: 'call me on 555-123-4567' });
    const idsOn = (socket: TestSocket, inChannel: string) => socket.events.flatMap((e) => (e.type === 'message' && e.message.channelId === inChannel ? [e.message.id] : []));
    const eveIds = idsOn(eveSocket, channel);
    expect(eveIds).toEqual([...answered.slice(0, 6), last].map((m) => m.id).sort((x, y) => x - y));
    expect(idsOn(gusSocket, otherChannel)).toEqual(answered.slice(6, 12).map((m) => m.id).sort((x, y) => x - y));
    expect(eveSocket.events.some((e) => e.type === 'message' && e.message.text === 'a stranger')).toBe(false);
    // each member's read mark and the channels' last messages moved with the batch
    const list = (await eve.request({ method: 'GET', url: '/api/chat/channels' })).json().channels;
    const newest = Math.max(...eveIds);
    expect(list.find((c: { id: string }) => c.id === channel)).toMatchObject({ lastMessage: { id: newest }, otherLastReadMessageId: newest });
  });

  it('answers pings and ignores garbage without dropping the connection', async () => {
    const tab = await connect(carol);
    tab.socket.send('not json');
    await tab.waitFor((e) => e.type === 'error');
    tab.socket.send(JSON.stringify({ type: 'ping' }));
    await tab.waitFor((e) => e.type === 'pong');
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);
  });
});
