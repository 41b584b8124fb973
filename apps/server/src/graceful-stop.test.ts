import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { SERVICE_RESTART } from './platform/graceful-stop';
import { HttpUser } from '../test/http-user';
import { migratedPgliteSnapshot } from '../test/pglite-snapshot';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { startRequestLoad } from '../test/support/request-load';
import { openSocket } from '../test/support/sockets';
import { isPostgresRun } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * An orchestrator replacing an instance sends it SIGTERM while users are on it. The real server (main.ts, a child
 * process) under a steady stream of requests, slow ones among them, must answer every request it has, send its
 * WebSockets to reconnect elsewhere, and exit 0 within seconds. On the database of the test run: PGlite in a data
 * directory, or PostgreSQL.
 */
const kind = isPostgresRun() ? 'PostgreSQL' : 'PGlite in a data directory';
const CLIENTS = 50;
const SLOW_BODY_MS = 1_500;

describe(`SIGTERM under load (${kind})`, () => {
  const dataDir = path.join(os.tmpdir(), `homebid-graceful-${randomBytes(6).toString('hex')}`);
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request in flight, tells WebSockets to reconnect, logs JSON with request ids, and exits 0', async () => {
    if (isPostgresRun()) database = await createTestDatabase();
    // PGlite: a migrated data directory from the tests' snapshot (initdb and the migrations would cost seconds)
    else await (await openDatabase({ pgliteDir: path.join(dataDir, 'db'), pgliteSnapshot: await migratedPgliteSnapshot() })).close();
    server = await startServerProcess({
      dataDir,
      env: { RATE_LIMITS: 'false', LOG_LEVEL: 'info', ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: '' }) },
    });
    const user = await new HttpUser().signUp(server.url);

    const traced = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'graceful-stop-test-1' } });
    expect(traced.headers.get('x-request-id')).toBe('graceful-stop-test-1');

    const { socket } = await openSocket(`ws${server.url.slice('http'.length)}/api/alerts/ws`, { cookie: user.cookie, origin: server.url });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const load = startRequestLoad(server.url, user, { clients: CLIENTS, slowEvery: 5, slowBodyMs: SLOW_BODY_MS });
    // a slow request takes SLOW_BODY_MS: by then every client has had one in flight
    await Promise.race([Promise.all([load.answered(CLIENTS * 2), new Promise((resolve) => setTimeout(resolve, SLOW_BODY_MS))]), load.ended]);
    expect(load.failures).toEqual([]);

    const signalledAt = Date.now();
    const exit = await server.kill('SIGTERM');
    const stoppedInMs = Date.now() - signalledAt;
    await load.ended;

    expect(load.failures).toEqual([]);
    expect(load.answers.every((answer) => answer.status === 200)).toBe(true);
    // the requests in flight at the signal were answered, slow writes among them: it waited for them
    const inFlight = load.answers.filter((answer) => answer.startedAt < signalledAt && answer.answeredAt >= signalledAt);
    expect(inFlight.filter((answer) => answer.what.includes('slow')).length).toBeGreaterThan(0);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedInMs).toBeLessThan(10_000);
    // 'service restart': the web app's sockets reconnect at once, to an instance that accepts
    expect(await socketClosed).toBe(SERVICE_RESTART);

    // the logs are JSON lines; a request's lines carry its id
    const records = server
      .logs()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(records.filter((record) => record.reqId === 'graceful-stop-test-1').map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
  }, 120_000);
});
