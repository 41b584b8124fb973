import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../../src/app';
import type { TestUser } from '../factories';

/** The unread counts an alert socket received, and a wait for one of them. */
export interface AlertSocket {
  counts: number[];
  waitForCount(unread: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function listenForAlertSockets(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/alerts/ws`;
}

/** Opens /api/alerts/ws as `user` and waits for the first count. */
export async function connectAlertSocket(url: string, user: Pick<TestUser, 'cookie'>): Promise<AlertSocket> {
  const socket = new WebSocket(url, { headers: { cookie: user.cookie } });
  const counts: number[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    counts.push((JSON.parse(String(data)) as { unread: number }).unread);
    waiters.forEach((fn) => fn());
  });
  const waitForCount = (unread: number, timeoutMs = 5000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (counts.at(-1) !== unread) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`unread never became ${unread}; got ${JSON.stringify(counts)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  await new Promise<void>((resolve) => {
    if (counts.length) return resolve();
    waiters.add(function first() {
      waiters.delete(first);
      resolve();
    });
  });
  return { counts, waitForCount, close: () => socket.close() };
}

/** The user's alerts, newest first (first page of 100). */
export async function getAlerts(user: TestUser) {
  const response = await user.request({ method: 'GET', url: '/api/alerts?pageSize=100' });
  if (response.statusCode !== 200) throw new Error(`alerts failed: ${response.body}`);
  return response.json().alerts as Array<{ id: number; kind: string; title: string; message: string; link: string; read: boolean }>;
}
