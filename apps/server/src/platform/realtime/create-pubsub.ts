import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../../db/client';
import { createPostgresPubSub } from './postgres-pubsub';
import type { PubSub } from './pubsub';

/** In-process fan-out: enough for one instance on PGlite. */
export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: async (topic, payload) => void emitter.emit(topic, payload),
    async subscribe(topic, onMessage) {
      emitter.on(topic, onMessage);
      return async () => void emitter.off(topic, onMessage);
    },
    // nothing to lose in one process
    onReconnect: () => () => {},
  };
}

/** The connection string of a PostgreSQL handle (drizzle's node-postgres client is the pg.Pool). */
function findConnectionString(database: DatabaseHandle): string | undefined {
  const client = (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
  return client?.options?.connectionString;
}

export const createPubSub = (database: DatabaseHandle): PubSub =>
  database.kind === 'postgres'
    ? createPostgresPubSub({ connectionString: findConnectionString(database), notify: database.notify, listen: database.listen })
    : createInProcessPubSub();
