import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresPubSub } from './postgres-pubsub';

const url = process.env.TEST_POSTGRES_URL ?? '';

describe.runIf(Boolean(url))('PostgreSQL pub/sub', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });
  afterAll(() => pool.end());

  const notify = async (channel: string, payload: string) => void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload]));
  const create = () => createPostgresPubSub({ connectionString: url, notify });

  it('delivers between two subscribers on separate connections, and stops after unsubscribe', async () => {
    const [a, b] = [create(), create()];
    const received: string[] = [];
    const stopB = await b.subscribe('pubsub_test', (payload) => received.push(payload));
    await a.publish('pubsub_test', '{"id":1}');
    await expect.poll(() => received).toEqual(['{"id":1}']);
    await stopB();
    await a.publish('pubsub_test', '{"id":2}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(['{"id":1}']);
  });

  it('re-listens after its connection is killed, and says so', async () => {
    const pubsub = create();
    const received: string[] = [];
    let reconnects = 0;
    pubsub.onReconnect(() => (reconnects += 1));
    const stop = await pubsub.subscribe('pubsub_kill', (payload) => received.push(payload));
    await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%pubsub_kill%' AND pid <> pg_backend_pid()`);
    await expect.poll(() => reconnects, { timeout: 5000 }).toBe(1);
    await pubsub.publish('pubsub_kill', 'after');
    await expect.poll(() => received).toEqual(['after']);
    await stop();
  });
});
