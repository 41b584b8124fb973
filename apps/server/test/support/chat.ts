import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ChatServerEvent } from '@homebid/shared/schemas/chat';
import type { App } from '../../src/app';
import type { TestUser } from '../factories';

/** Listens on a free port and returns the base ws:// URL of the chat socket. */
export async function listenForSockets(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/chat/ws`;
}

export interface TestSocket {
  events: ChatServerEvent[];
  socket: WebSocket;
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor<T extends ChatServerEvent>(match: (event: ChatServerEvent) => event is T, timeoutMs?: number): Promise<T>;
  waitFor(match: (event: ChatServerEvent) => boolean, timeoutMs?: number): Promise<ChatServerEvent>;
  close(): Promise<void>;
}

/** Opens the chat socket as `user` (their session cookie) and waits for the server's 'ready'. */
export async function connectSocket(url: string, user: Pick<TestUser, 'cookie'>, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, { headers: { cookie: user.cookie, ...headers } });
  const events: ChatServerEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as ChatServerEvent);
    waiters.forEach((fn) => fn());
  });
  const waitFor = (match: (event: ChatServerEvent) => boolean, timeoutMs = 5000) =>
    new Promise<ChatServerEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  await waitFor((e) => e.type === 'ready');
  return {
    events,
    socket,
    waitFor: waitFor as TestSocket['waitFor'],
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

/** Opens (or finds) the channel between two users and returns its id. */
export async function openChannelBetween(a: TestUser, b: TestUser): Promise<string> {
  const response = await a.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: b.id } });
  if (response.statusCode !== 200) throw new Error(`open channel failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

export async function sendMessage(user: TestUser, channelId: string, text: string) {
  return user.request({ method: 'POST', url: `/api/chat/channels/${channelId}/messages`, payload: { text } });
}
