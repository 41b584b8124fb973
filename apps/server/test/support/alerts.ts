import type { App } from '../../src/app';
import type { TestUser } from '../factories';
import { listenForSocketsAt, openSocket } from './sockets';

/** The unread counts an alert socket received, and a wait for one of them. */
export interface AlertSocket {
  counts: number[];
  waitForCount(unread: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

export const listenForAlertSockets = (app: App) => listenForSocketsAt(app, '/api/alerts/ws');

/** Opens /api/alerts/ws as `user` and waits for the first count. */
export async function connectAlertSocket(url: string, user: Pick<TestUser, 'cookie'>): Promise<AlertSocket> {
  const { socket, events, waitUntil } = await openSocket<{ unread: number }>(url, { cookie: user.cookie });
  const countsOf = (list: Array<{ unread: number }>) => list.map((event) => event.unread);
  const waitForCount = (unread: number, timeoutMs = 5000) =>
    waitUntil((list) => (list.at(-1)?.unread === unread ? true : undefined), timeoutMs, () => `unread never became ${unread}; got ${JSON.stringify(countsOf(events))}`).then(() => {});
  await waitUntil((list) => (list.length ? true : undefined), 5000, () => 'no first count');
  return {
    get counts() {
      return countsOf(events);
    },
    waitForCount,
    close: () => socket.close(),
  };
}

/** The user's alerts, newest first (first page of 100). */
export async function getAlerts(user: TestUser) {
  const response = await user.request({ method: 'GET', url: '/api/alerts?pageSize=100' });
  if (response.statusCode !== 200) throw new Error(`alerts failed: ${response.body}`);
  return response.json().alerts as Array<{ id: number; kind: string; title: string; message: string; link: string; read: boolean }>;
}
