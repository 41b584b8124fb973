import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../../db/client';
import { createPostgresPubSub } from './postgres-pubsub';
import type { PubSub } from './pubsub';

/**
 * In-process fan-out: enough for one instance on PGlite. With `listen` (PGlite's LISTEN), a subscriber also
 * receives NOTIFYs sent from SQL, such as the one an alert sends inside its transaction (delivered on commit).
 */
export function createInProcessPubSub(listen?: DatabaseHandle['listen']): PubSub {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: async (topic, payload) => void emitter.emit(topic, payload),
    async subscribe(topic, onMessage) {
      emitter.on(topic, onMessage);
      const unlisten = listen ? await listen(topic, onMessage) : undefined;
      return async () => {
        emitter.off(topic, onMessage);
        await unlisten?.();
      };
    },
    // nothing to lose in one process
    onReconnect: () => () => {},
  };
}

export const createPubSub = (database: DatabaseHandle): PubSub =>
  database.connectionString
    ? createPostgresPubSub({ connectionString: database.connectionString, notify: database.notify })
    : createInProcessPubSub(database.listen?.bind(database));
