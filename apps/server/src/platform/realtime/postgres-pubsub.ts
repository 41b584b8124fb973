import pg from 'pg';
import type { PubSub } from './pubsub';

const MAX_BACKOFF_MS = 10_000;

/**
 * LISTEN/NOTIFY fan-out so that instances sharing one PostgreSQL reach each other's sockets.
 * Publishing goes through the pool; listening holds one dedicated connection, which is re-opened with
 * backoff when PostgreSQL restarts or the network drops (without an error handler, a dropped listener
 * connection would crash the process). The connection closes when the last subscriber leaves.
 */
export function createPostgresPubSub(options: {
  connectionString: string;
  notify: (channel: string, payload: string) => Promise<void>;
}): PubSub {
  const { connectionString, notify } = options;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectListeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  async function openClient(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('error', () => handleLoss(next));
    next.on('end', () => handleLoss(next));
    next.on('notification', (msg) => handlers.get(msg.channel)?.forEach((fn) => fn(msg.payload ?? '')));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
    failures = 0;
    return next;
  }

  function getClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= openClient().finally(() => (connecting = undefined));
    return connecting;
  }

  function handleLoss(lost: pg.Client) {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (handlers.size === 0 || retryTimer) return;
    const delay = Math.min(MAX_BACKOFF_MS, 200 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (handlers.size === 0) return;
      getClient().then(
        () => reconnectListeners.forEach((fn) => fn()),
        () => scheduleReconnect(),
      );
    }, delay);
    retryTimer.unref();
  }

  async function closeClient() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  }

  return {
    publish: notify,
    async subscribe(topic, onMessage) {
      const isNewTopic = !handlers.has(topic);
      if (isNewTopic) handlers.set(topic, new Set());
      handlers.get(topic)!.add(onMessage);
      const current = await getClient();
      // LISTEN is idempotent, so a client opened just now (already listening to every topic) is fine too
      if (isNewTopic) await current.query(`LISTEN ${pg.escapeIdentifier(topic)}`);
      return async () => {
        const set = handlers.get(topic);
        set?.delete(onMessage);
        if (set && set.size === 0) {
          handlers.delete(topic);
          await client?.query(`UNLISTEN ${pg.escapeIdentifier(topic)}`).catch(() => {});
        }
        if (handlers.size === 0) await closeClient();
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
  };
}
