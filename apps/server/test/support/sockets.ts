import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../../src/app';

/** Listens on a free port and returns the ws:// URL of the app's socket at `path` (e.g. /api/chat/ws). */
export async function listenForSocketsAt(app: App, path: string): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;
}

/** A test's WebSocket: the events it received (parsed JSON, in order), and a wait for something among them. */
export interface OpenSocket<E> {
  socket: WebSocket;
  events: E[];
  /** Resolves with what `find` returns once it returns something (checked now and at each event); rejects after `timeoutMs`. */
  waitUntil<R>(find: (events: E[]) => R | undefined, timeoutMs: number, failure: () => string): Promise<R>;
}

/** Opens a socket with these headers (a user's cookie) and resolves once it is open; a refused upgrade rejects. */
export async function openSocket<E>(url: string, headers: Record<string, string>): Promise<OpenSocket<E>> {
  const socket = new WebSocket(url, { headers });
  const events: E[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as E);
    waiters.forEach((fn) => fn());
  });
  const waitUntil = <R>(find: (events: E[]) => R | undefined, timeoutMs: number, failure: () => string) =>
    new Promise<R>((resolve, reject) => {
      const check = () => {
        const found = find(events);
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(failure()));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return { socket, events, waitUntil };
}
