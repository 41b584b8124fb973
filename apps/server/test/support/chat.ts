import WebSocket from 'ws';
import type { ChatServerEvent } from '@homebid/shared/schemas/chat';
import type { App } from '../../src/app';
import type { TestUser } from '../factories';
import { listenForSocketsAt, openSocket } from './sockets';
import { buildMultipart, type MultipartFile } from './upload-files';

/** Listens on a free port and returns the base ws:// URL of the chat socket. */
export const listenForSockets = (app: App) => listenForSocketsAt(app, '/api/chat/ws');

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
  const { socket, events, waitUntil } = await openSocket<ChatServerEvent>(url, { cookie: user.cookie, ...headers });
  const waitFor = (match: (event: ChatServerEvent) => boolean, timeoutMs = 5000) =>
    waitUntil((list) => list.find(match), timeoutMs, () => `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
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

export async function sendMessage(user: TestUser, channelId: string, text: string, fileIds?: string[]) {
  return user.request({ method: 'POST', url: `/api/chat/channels/${channelId}/messages`, payload: fileIds ? { text, fileIds } : { text } });
}

/** Uploads one file to a conversation (the composer's step before sending), as a browser's FormData does. */
export const uploadChatFile = (user: TestUser, channelId: string, file: MultipartFile) =>
  user.request({ method: 'POST', url: `/api/chat/channels/${channelId}/files`, ...buildMultipart({}, [file]) });
