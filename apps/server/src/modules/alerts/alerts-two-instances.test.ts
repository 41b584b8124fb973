import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { buildUser, type TestUser } from '../../../test/factories';
import { connectAlertSocket, listenForAlertSockets, type AlertSocket } from '../../../test/support/alerts';
import { recordAlert } from './record-alert';

const adminUrl = process.env.TEST_POSTGRES_URL;

/** Two server instances on one PostgreSQL: an alert committed through A updates the bell of a socket on B. */
describe.runIf(Boolean(adminUrl))('live alert count across two server instances on PostgreSQL', () => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  let appA: App;
  let appB: App;
  let user: TestUser;
  let socketOnB: AlertSocket;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: path.join(os.tmpdir(), `homebid-test-${name}`),
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: url.toString(),
    } as const;
    appA = await buildApp(loadConfig(env));
    appB = await buildApp(loadConfig(env));
    user = await buildUser(appA);
    socketOnB = await connectAlertSocket(await listenForAlertSockets(appB), user);
  }, 120_000);
  afterAll(async () => {
    socketOnB?.close();
    await appB?.close();
    await appA?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('sends the new count to the socket on B after a commit on A, and after a read on A', async () => {
    await socketOnB.waitForCount(0);
    await appA.ctx.db.transaction((tx) => recordAlert(tx, { userId: user.id, kind: 'bid_placed', title: 'New Bid', message: 'm', link: '/v1' }));
    await socketOnB.waitForCount(1);
    await user.request({ method: 'POST', url: '/api/alerts/read-all' });
    await socketOnB.waitForCount(0);
  });
});
