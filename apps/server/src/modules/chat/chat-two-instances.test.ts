import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatServerEvent } from '@homebid/shared/schemas/chat';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { buildUser, type TestUser } from '../../../test/factories';
import { connectSocket, listenForSockets, openChannelBetween, sendMessage, type TestSocket } from '../../../test/support/chat';

const adminUrl = process.env.TEST_POSTGRES_URL;

/**
 * Two server instances on one PostgreSQL database, as in production behind a load balancer: a message
 * posted through instance A must reach a socket connected to instance B (LISTEN/NOTIFY carries the id).
 */
describe.runIf(Boolean(adminUrl))('chat across two server instances on PostgreSQL', () => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  let appA: App;
  let appB: App;
  let alice: TestUser;
  let bob: TestUser;
  let socketOnB: TestSocket;
  let channelId: string;

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
    [appA, appB] = await Promise.all([buildApp(loadConfig(env)), buildApp(loadConfig(env))]);
    [alice, bob] = await Promise.all([buildUser(appA), buildUser(appA)]);
    channelId = await openChannelBetween(alice, bob);
    socketOnB = await connectSocket(await listenForSockets(appB), bob);
  });
  afterAll(async () => {
    await socketOnB?.close();
    await appB?.close();
    await appA?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('delivers a message posted through instance A to a socket on instance B, in order', async () => {
    const sent: number[] = [];
    for (let i = 0; i < 5; i += 1) sent.push((await sendMessage(alice, channelId, `across ${i}`)).json().id);
    await socketOnB.waitFor((e: ChatServerEvent) => e.type === 'message' && e.message.text === 'across 4');
    const received = socketOnB.events.flatMap((e) => (e.type === 'message' ? [e.message.id] : []));
    expect(received).toEqual(sent);
  });

  it('delivers read marks across instances too', async () => {
    const socketOnA = await connectSocket(await listenForSockets(appA), alice);
    const last = (await sendMessage(alice, channelId, 'read me')).json();
    // bob reads through instance B; alice's socket on A hears it
    const bobOnB = { ...bob, request: (o: Parameters<TestUser['request']>[0]) => appB.inject({ ...o, headers: { cookie: bob.cookie, origin: 'http://localhost:3000' } }) };
    const read = await bobOnB.request({ method: 'POST', url: `/api/chat/channels/${channelId}/read`, payload: { messageId: last.id } });
    expect(read.statusCode).toBe(200);
    const event = await socketOnA.waitFor((e) => e.type === 'read');
    expect(event).toEqual({ type: 'read', channelId, userId: bob.id, messageId: last.id });
    await socketOnA.close();
  });
});
