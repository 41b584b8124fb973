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

export const createPubSub = (database: DatabaseHandle): PubSub =>
  database.connectionString
    ? createPostgresPubSub({ connectionString: database.connectionString, notify: database.notify })
    : createInProcessPubSub();
