import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatMessage, ChatServerEvent } from '@homebid/shared/schemas/chat';
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

  it('answers pings and ignores garbage without dropping the connection', async () => {
    const tab = await connect(carol);
    tab.socket.send('not json');
    await tab.waitFor((e) => e.type === 'error');
    tab.socket.send(JSON.stringify({ type: 'ping' }));
    await tab.waitFor((e) => e.type === 'pong');
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);
  });
});
