import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import { buildUser, type TestUser } from '../../../test/factories';
import { connectAlertSocket, listenForAlertSockets } from '../../../test/support/alerts';
import { recordAlert } from './record-alert';

describe('alerts API', () => {
  let app: App;
  let alice: TestUser;
  let bob: TestUser;

  const addAlerts = (user: TestUser, count: number) =>
    app.ctx.db.transaction(async (tx) => {
      for (let i = 1; i <= count; i += 1) await recordAlert(tx, { userId: user.id, kind: 'milestone_paid', title: `Alert ${i}`, message: `Details ${i}`, link: `/v1/x?i=${i}` });
    });

  beforeAll(async () => {
    app = await buildTestApp();
    [alice, bob] = await Promise.all([buildUser(app), buildUser(app)]);
    await addAlerts(alice, 12);
    await addAlerts(bob, 1);
  });
  afterAll(() => app.close());

  it('pages the user’s own alerts newest first, 5 per page by default', async () => {
    const first = (await alice.request({ method: 'GET', url: '/api/alerts' })).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.alerts.map((a: { title: string }) => a.title)).toEqual(['Alert 12', 'Alert 11', 'Alert 10', 'Alert 9', 'Alert 8']);
    const last = (await alice.request({ method: 'GET', url: '/api/alerts?page=2&pageSize=10' })).json();
    expect(last.alerts.map((a: { title: string }) => a.title)).toEqual(['Alert 2', 'Alert 1']);
    expect(last.total).toBe(12);
    // a page past the last still says how many there are; nobody's alerts make an empty first page
    expect((await alice.request({ method: 'GET', url: '/api/alerts?page=4' })).json()).toMatchObject({ alerts: [], total: 12, page: 4 });
    const nobody = await buildUser(app);
    expect((await nobody.request({ method: 'GET', url: '/api/alerts' })).json()).toMatchObject({ alerts: [], total: 0, page: 1 });
    expect((await bob.request({ method: 'GET', url: '/api/alerts' })).json().total).toBe(1);
    expect((await alice.request({ method: 'GET', url: '/api/alerts?pageSize=1000' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
  });

  it('marks what was shown read, ignores other users’ ids, and marks all read', async () => {
    const page = (await alice.request({ method: 'GET', url: '/api/alerts' })).json();
    const bobsId = (await bob.request({ method: 'GET', url: '/api/alerts' })).json().alerts[0].id as number;
    const ids = page.alerts.map((a: { id: number }) => a.id);
    const read = await alice.request({ method: 'POST', url: '/api/alerts/read', payload: { ids: [...ids, bobsId] } });
    expect(read.json()).toEqual({ unread: 7 });
    expect((await bob.request({ method: 'GET', url: '/api/alerts/unread' })).json()).toEqual({ unread: 1 });
    expect((await alice.request({ method: 'GET', url: '/api/alerts' })).json().alerts.every((a: { read: boolean }) => a.read)).toBe(true);
    expect((await alice.request({ method: 'POST', url: '/api/alerts/read-all' })).json()).toEqual({ unread: 0 });
    expect((await bob.request({ method: 'GET', url: '/api/alerts/unread' })).json()).toEqual({ unread: 1 });
  });

  it('sends the unread count over the WebSocket on connect and after each commit', async () => {
    const url = await listenForAlertSockets(app);
    const socket = await connectAlertSocket(url, bob);
    expect(socket.counts).toEqual([1]);
    await addAlerts(bob, 2);
    await socket.waitForCount(3);
    await bob.request({ method: 'POST', url: '/api/alerts/read-all' });
    await socket.waitForCount(0);
    socket.close();
  });
});
