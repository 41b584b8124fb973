import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@homebid/shared/schemas/chat';
import { HttpUser } from '../../../test/http-user';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { isPostgresRun } from '../../../test/test-app';

// Two real server processes on one PostgreSQL database, as behind a load balancer. PGlite is one process by nature.
describe.skipIf(!isPostgresRun())('rate limits across two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    // one after the other: the first runs the migrations
    a = await startServerProcess({ env: { DATABASE_URL: database.url } });
    b = await startServerProcess({ env: { DATABASE_URL: database.url } });
  }, 180_000);
  afterAll(async () => {
    await a?.stop({ removeData: true });
    await b?.stop({ removeData: true });
    await database?.drop();
  });

  /** Sends `count` requests alternating between the instances; returns their statuses in order. */
  async function alternate(count: number, send: (base: string, i: number) => Promise<{ status: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(i % 2 === 0 ? a.url : b.url, i)).status);
    return statuses;
  }

  it('holds the sign-in limit (better-auth) for the pair: 10 a minute per address, not 10 per instance', async () => {
    const user = await new HttpUser().signUp(a.url);
    const wrong = new HttpUser(user.email, 'not-the-password');
    const statuses = await alternate(14, (base) => wrong.signIn(base));
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('holds a route limit (@fastify/rate-limit): 5 password-reset mails a minute per address', async () => {
    const statuses = await alternate(8, (base) => new HttpUser().request(base, 'POST', '/api/account/forgot-password', { email: 'nobody@example.com' }));
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('holds the chat message limit per user', async () => {
    const [alice, bob] = await Promise.all([new HttpUser().signUp(a.url, 'Alice'), new HttpUser().signUp(b.url, 'Bob')]);
    const channel = await alice.request(a.url, 'POST', '/api/chat/channels', { userId: bob.id });
    expect(channel.status).toBe(200);
    const channelId = (channel.body as { id: string }).id;
    // all at once (the window is only 10 s), half to each instance
    const extra = 4;
    const responses = await Promise.all(
      Array.from({ length: CHAT_LIMITS.ratePerWindow + extra }, (_, i) =>
        alice.request(i % 2 === 0 ? a.url : b.url, 'POST', `/api/chat/channels/${channelId}/messages`, { text: `message ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT_LIMITS.ratePerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
  });
});
