import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { startPostgresCluster, type PostgresCluster } from '../test/support/postgres-cluster';
import { asHttpUser, buildWriteScene, expectAcknowledgedWritesKept, letWritesFlow, startWriteStreams } from '../test/support/write-stream';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { isPostgresRun } from '../test/test-app';

/**
 * A crash in the middle of a stream of writes loses nothing that was acknowledged, and leaves nothing
 * half-written. First the instance dies (kill -9), on the database of the test run: PGlite in a data directory
 * (the PGlite run), or PostgreSQL (the PostgreSQL run). Then, in the PostgreSQL run, PostgreSQL itself dies (an
 * immediate shutdown, on a durable cluster of the test's own) under a running instance, which reconnects.
 */
const kind = isPostgresRun() ? 'PostgreSQL' : 'PGlite in a data directory';
const STREAM_MS = 2_000;
const log = process.env.CRASH_TEST_LOG ? (text: string) => console.error(`[crash ${new Date().toISOString().slice(11, 23)}] ${text}`) : () => {};

describe(`crash safety (${kind})`, () => {
  const dataDir = path.join(os.tmpdir(), `homebid-crash-${randomBytes(6).toString('hex')}`);
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let cluster: PostgresCluster | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    cluster?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The instance's settings: PGlite under DATA_DIR/db, or the test database. No limits: the stream is a flood. */
  const instanceEnv = () => ({ RATE_LIMITS: 'false', ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: '' }) });
  /** The same data opened in this process (never while an instance has a PGlite directory open). */
  const openHere = () =>
    buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        TRUST_PROXY: 'true',
        ...(database ? { DATABASE_URL: database.url } : {}),
      }),
    );

  it('keeps every acknowledged bid, chat message and listing edit through a SIGKILL of the instance', async () => {
    if (isPostgresRun()) database = await createTestDatabase();

    // the scene, written through the app in this process: a poster, a listing with bids, a chat channel
    let app: App = await openHere();
    const scene = await buildWriteScene(app);
    await app.close();
    log('scene written');

    server = await startServerProcess({ dataDir, env: instanceEnv() });
    log('instance started');
    const writes = startWriteStreams(server.url, scene);
    // kill once writes are flowing, with requests in flight
    await letWritesFlow(writes.flowing, STREAM_MS);
    const { acked } = writes;
    log(`kill: ${acked.messages.length} messages, listing v${acked.listingVersion.acked}, ${acked.newBids.length} new bids acknowledged`);
    // no new request after this point (stopping after the kill let a stream retry on the dead server and count a
    // version that never left)
    const { ended } = writes.stop();
    await server.kill('SIGKILL');
    await ended;
    expect(writes.errors).toEqual([]);
    expect(acked.messages.length).toBeGreaterThan(0);

    // a new process on the same data starts and serves what was acknowledged
    server = await startServerProcess({ dataDir, env: instanceEnv() });
    log('restarted');
    const detail = await asHttpUser(scene.poster).request(server.url, 'GET', `/api/listings/${scene.listingId}`);
    expect(detail.status).toBe(200);
    const title = (detail.body as { title: string }).title;
    expect([`Kitchen remodel v${acked.listingVersion.acked}`, `Kitchen remodel v${acked.listingVersion.attempted}`]).toContain(title);
    await server.stop();
    server = undefined;

    // and the rows say the same, whole
    app = await openHere();
    try {
      const { messages } = await expectAcknowledgedWritesKept(app, scene, acked);
      expect(messages.length - acked.messages.length).toBeLessThanOrEqual(1); // the one in flight, at most
    } finally {
      await app.close();
    }
    await database?.drop();
    database = undefined;
  }, 240_000);

  // PostgreSQL only, as the other PostgreSQL tests: the PGlite run has no server process to crash
  it.runIf(isPostgresRun())(
    'keeps every acknowledged write through an immediate shutdown of PostgreSQL with fsync on; the instance reconnects',
    async () => {
      cluster = await startPostgresCluster({ fsync: true });
      database = await createTestDatabase(cluster.url);
      let app: App = await openHere();
      const scene = await buildWriteScene(app);
      await app.close();
      server = await startServerProcess({ dataDir, env: instanceEnv() });
      log('durable cluster and instance started');

      const writes = startWriteStreams(server.url, scene);
      await letWritesFlow(writes.flowing, STREAM_MS);
      const { acked } = writes;
      // the writes in flight when PostgreSQL dies fail (not acknowledged) or were committed before it died
      const { ended } = writes.stop({ failuresExpected: true });
      cluster.crash();
      log(`PostgreSQL stopped (immediate): ${acked.messages.length} messages, listing v${acked.listingVersion.acked} acknowledged so far`);
      await ended;
      expect(writes.errors).toEqual([]);
      expect(acked.messages.length).toBeGreaterThan(0);

      cluster.restart();
      log('PostgreSQL restarted (WAL recovery done)');
      // the same instance, still running, serves and writes again once its pools reconnect
      const poster = asHttpUser(scene.poster);
      await expect
        .poll(async () => (await poster.request(server!.url, 'GET', `/api/listings/${scene.listingId}`)).status, { timeout: 30_000, interval: 250 })
        .toBe(200);
      const after = await poster.request(server.url, 'POST', `/api/chat/channels/${scene.channelId}/messages`, { text: 'after the restart' });
      expect(after.status).toBeLessThan(300);
      log('instance reconnected');

      app = await openHere();
      try {
        const { messages } = await expectAcknowledgedWritesKept(app, scene, acked);
        expect(messages).toContain('after the restart');
        expect(messages.filter((text) => text !== 'after the restart').length - acked.messages.length).toBeLessThanOrEqual(1);
      } finally {
        await app.close();
      }
    },
    240_000,
  );
});
