import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatServerEvent } from '@homebid/shared/schemas/chat';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { connectSocket, listenForSockets, openChannelBetween, sendMessage, type TestSocket } from '../../../test/support/chat';
import { buildTwoInstances, isPostgresRun } from '../../../test/test-app';

/**
 * Two server instances on one PostgreSQL database, as in production behind a load balancer: a message
 * posted through instance A must reach a socket connected to instance B (LISTEN/NOTIFY carries the id).
 */
describe.runIf(isPostgresRun())('chat across two server instances on PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let appA: App;
  let appB: App;
  let alice: TestUser;
  let bob: TestUser;
  let socketOnB: TestSocket;
  let channelId: string;

  beforeAll(async () => {
    instances = await buildTwoInstances();
    [appA, appB] = [instances.a, instances.b];
    [alice, bob] = await Promise.all([buildUser(appA), buildUser(appA)]);
    channelId = await openChannelBetween(alice, bob);
    socketOnB = await connectSocket(await listenForSockets(appB), bob);
  });
  afterAll(async () => {
    await socketOnB?.close();
    await instances?.close();
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
