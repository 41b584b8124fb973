import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXT } from '@homebid/shared/schemas/chat';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { openChannelBetween, sendMessage } from '../../../test/support/chat';

describe('chat REST API', () => {
  let app: App;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [alice, bob, carol] = await Promise.all([buildUser(app, { name: 'Alice' }), buildUser(app, { name: 'Bob' }), buildUser(app, { name: 'Carol' })]);
  });
  afterAll(() => app.close());

  it('needs a signed-in user', async () => {
    for (const url of ['/api/chat/channels', '/api/chat/unread']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Please login to continue.');
    }
  });

  it('refuses a chat with oneself or with an unknown user', async () => {
    const self = await alice.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: alice.id } });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(CHAT_TEXT.selfChat);
    const unknown = await alice.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: 'no-such-user' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(CHAT_TEXT.unknownUser);
    const empty = await alice.request({ method: 'POST', url: '/api/chat/channels', payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('opens one messaging channel per pair, from either side, and lists it with "Nothing yet" data', async () => {
    const first = await alice.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: bob.id } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: 'messaging', otherMember: { id: bob.id, name: 'Bob' }, lastMessage: null, unreadCount: 0 });
    const again = await bob.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: alice.id } });
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().otherMember).toMatchObject({ id: alice.id, name: 'Alice' });
  });

  it('makes exactly one channel when both users open it 20 times at once', async () => {
    const [dave, erin] = await Promise.all([buildUser(app), buildUser(app)]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? dave : erin).request({ method: 'POST', url: '/api/chat/channels', payload: { userId: i % 2 ? erin.id : dave.id } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const list = await dave.request({ method: 'GET', url: '/api/chat/channels' });
    expect(list.json().channels).toHaveLength(1);
  });

  it('lets only members read, post or mark read; strangers get a 404 that reveals nothing', async () => {
    const channelId = await openChannelBetween(alice, bob);
    const attempts = [
      carol.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages` }),
      carol.request({ method: 'POST', url: `/api/chat/channels/${channelId}/messages`, payload: { text: 'hi' } }),
      carol.request({ method: 'POST', url: `/api/chat/channels/${channelId}/read`, payload: { messageId: 1 } }),
      carol.request({ method: 'GET', url: `/api/chat/channels/no-such-channel/messages` }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(CHAT_TEXT.channelNotFound);
    }
    const carolList = await carol.request({ method: 'GET', url: '/api/chat/channels' });
    expect(carolList.json().channels).toEqual([]);
  });

  it('validates message text: trimmed, not empty, at most 2000 characters, stored as plain text', async () => {
    const channelId = await openChannelBetween(alice, bob);
    expect((await sendMessage(alice, channelId, '   ')).json().error.message).toBe(CHAT_TEXT.emptyText);
    const tooLong = await sendMessage(alice, channelId, 'x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(CHAT_TEXT.tooLong);
    const markup = await sendMessage(alice, channelId, '  <img src=x onerror=alert(1)>  ');
    expect(markup.statusCode).toBe(200);
    expect(markup.json().text).toBe('<img src=x onerror=alert(1)>');
    expect((await sendMessage(alice, channelId, 'y'.repeat(2000))).statusCode).toBe(200);
  });

  it('counts unread messages per channel and in total, and clears them when read', async () => {
    const [frank, gina, hank] = await Promise.all([buildUser(app), buildUser(app), buildUser(app)]);
    const withGina = await openChannelBetween(frank, gina);
    const withHank = await openChannelBetween(frank, hank);
    await sendMessage(frank, withGina, 'my own message is never unread');
    await sendMessage(gina, withGina, 'one');
    const two = (await sendMessage(gina, withGina, 'two')).json();
    const three = (await sendMessage(hank, withHank, 'three')).json();

    expect((await frank.request({ method: 'GET', url: '/api/chat/unread' })).json()).toEqual({ total: 3 });
    const list = (await frank.request({ method: 'GET', url: '/api/chat/channels' })).json().channels;
    expect(list.map((c: { id: string }) => c.id)).toEqual([withHank, withGina]); // newest activity first
    expect(list[0]).toMatchObject({ unreadCount: 1, lastMessage: { text: 'three', senderId: hank.id } });
    expect(list[1]).toMatchObject({ unreadCount: 2, lastMessage: { text: 'two', senderId: gina.id } });

    // replying means having read what came before
    await sendMessage(frank, withHank, 'hi hank');
    expect((await frank.request({ method: 'GET', url: '/api/chat/unread' })).json()).toEqual({ total: 2 });
    const hankView = (await hank.request({ method: 'GET', url: '/api/chat/channels' })).json().channels[0];
    expect(hankView.otherLastReadMessageId).toBeGreaterThan(three.id);
    expect(hankView.unreadCount).toBe(1);

    const read = await frank.request({ method: 'POST', url: `/api/chat/channels/${withGina}/read`, payload: { messageId: two.id } });
    expect(read.json()).toEqual({ lastReadMessageId: two.id });
    expect((await frank.request({ method: 'GET', url: '/api/chat/unread' })).json()).toEqual({ total: 0 });
    const ginaView = (await gina.request({ method: 'GET', url: '/api/chat/channels' })).json().channels[0];
    expect(ginaView.otherLastReadMessageId).toBe(two.id); // gina's page writes 'seen' under 'two'

    // a read mark past the channel's last message is clamped; a read mark never moves back
    const far = await frank.request({ method: 'POST', url: `/api/chat/channels/${withGina}/read`, payload: { messageId: 9_000_000_000 } });
    expect(far.json()).toEqual({ lastReadMessageId: two.id });
    await sendMessage(gina, withGina, 'four');
    await frank.request({ method: 'POST', url: `/api/chat/channels/${withGina}/read`, payload: { messageId: 1 } });
    expect((await frank.request({ method: 'GET', url: '/api/chat/unread' })).json()).toEqual({ total: 1 });
    const bad = await frank.request({ method: 'POST', url: `/api/chat/channels/${withGina}/read`, payload: { messageId: 'abc' } });
    expect(bad.statusCode).toBe(400);
  });

  it('pages back with ?before and catches up with ?after, oldest first, without gaps or repeats', async () => {
    const [ivan, jane] = await Promise.all([buildUser(app), buildUser(app)]);
    const channelId = await openChannelBetween(ivan, jane);
    const sent: number[] = [];
    for (let i = 0; i < 12; i += 1) sent.push((await sendMessage(i % 2 ? ivan : jane, channelId, `m${i}`)).json().id);

    const newest = (await ivan.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages?limit=5` })).json();
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(['m7', 'm8', 'm9', 'm10', 'm11']);
    expect(newest.hasMore).toBe(true);
    const older = (await ivan.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages?limit=5&before=${newest.messages[0].id}` })).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
    const oldest = (await ivan.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages?limit=5&before=${older.messages[0].id}` })).json();
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1']);

    const after = (await jane.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages?after=${sent[8]}` })).json();
    expect(after.messages.map((m: { id: number }) => m.id)).toEqual(sent.slice(9));
    expect(after.hasMore).toBe(false);
    const badLimit = await jane.request({ method: 'GET', url: `/api/chat/channels/${channelId}/messages?limit=5000` });
    expect(badLimit.statusCode).toBe(400);
  });

  it('limits how fast one user can post, with a readable 429', async () => {
    const [kim, lee] = await Promise.all([buildUser(app), buildUser(app)]);
    const channelId = await openChannelBetween(kim, lee);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await sendMessage(kim, channelId, `spam ${i}`)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    const limited = await sendMessage(kim, channelId, 'one more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(CHAT_TEXT.rateLimited);
    // the other member is not affected
    expect((await sendMessage(lee, channelId, 'still fine')).statusCode).toBe(200);
  });
});

describe('chat with RATE_LIMITS=false (benchmarks)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: 'false' });
  });
  afterAll(() => app.close());

  it('does not limit message posting', async () => {
    const [a, b] = await Promise.all([buildUser(app), buildUser(app)]);
    const channelId = await openChannelBetween(a, b);
    for (let i = 0; i < 25; i += 1) expect((await sendMessage(a, channelId, `fast ${i}`)).statusCode).toBe(200);
  });
});
