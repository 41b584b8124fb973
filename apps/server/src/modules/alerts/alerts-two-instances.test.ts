import { afterAll, beforeAll, describe, it } from 'vitest';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { connectAlertSocket, listenForAlertSockets, type AlertSocket } from '../../../test/support/alerts';
import { buildTwoInstances, isPostgresRun } from '../../../test/test-app';
import { recordAlert } from './record-alert';

/** Two server instances on one PostgreSQL: an alert committed through A updates the bell of a socket on B. */
describe.runIf(isPostgresRun())('live alert count across two server instances on PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let appA: App;
  let appB: App;
  let user: TestUser;
  let socketOnB: AlertSocket;

  beforeAll(async () => {
    instances = await buildTwoInstances();
    [appA, appB] = [instances.a, instances.b];
    user = await buildUser(appA);
    socketOnB = await connectAlertSocket(await listenForAlertSockets(appB), user);
  }, 120_000);
  afterAll(async () => {
    socketOnB?.close();
    await instances?.close();
  });

  it('sends the new count to the socket on B after a commit on A, and after a read on A', async () => {
    await socketOnB.waitForCount(0);
    await appA.ctx.db.transaction((tx) => recordAlert(tx, { userId: user.id, kind: 'bid_placed', title: 'New Bid', message: 'm', link: '/v1' }));
    await socketOnB.waitForCount(1);
    await user.request({ method: 'POST', url: '/api/alerts/read-all' });
    await socketOnB.waitForCount(0);
  });
});
