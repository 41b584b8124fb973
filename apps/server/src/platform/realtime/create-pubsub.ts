import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../../db/client';
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
  };
}

/** LISTEN/NOTIFY fan-out so that instances sharing one PostgreSQL reach each other's sockets. */
export function createPostgresPubSub(database: DatabaseHandle): PubSub {
  return {
    publish: (topic, payload) => database.notify(topic, payload),
    subscribe: (topic, onMessage) => database.listen(topic, onMessage),
  };
}

export const createPubSub = (database: DatabaseHandle): PubSub =>
  database.kind === 'postgres' ? createPostgresPubSub(database) : createInProcessPubSub();
