import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createAuth, type Auth } from './auth/auth';
import { createMessaging } from './messaging/create-messaging';
import type { Mailer, SmsSender } from './messaging/messaging';
import { Outbox } from './messaging/outbox';
import { createPubSub } from './realtime/create-pubsub';
import type { PubSub } from './realtime/pubsub';
import { createRateLimits } from './rate-limits/create-rate-limits';
import type { RateLimits } from './rate-limits/rate-limits';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

/** Everything a feature module may use. Built once per app; tests build their own. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  outbox: Outbox;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  pubsub: PubSub;
  /** Rate-limit counters: shared by all instances on PostgreSQL, in memory on PGlite. */
  rateLimits: RateLimits;
  /** Functions run when the app closes (timers, sockets, subscriptions). */
  onClose: Array<() => Promise<void> | void>;
  close(): Promise<void>;
}

export function createAppContext(config: Config, database: DatabaseHandle): AppContext {
  const outbox = new Outbox(database.db, config.LOG_LEVEL === 'silent' ? () => {} : undefined);
  const { mailer, sms } = createMessaging(config, outbox);
  const onClose: AppContext['onClose'] = [];
  const storage = createStorage(config);
  if (storage.close) onClose.push(() => storage.close?.());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    outbox,
    mailer,
    sms,
    storage,
    pubsub: createPubSub(database),
    rateLimits: createRateLimits(database),
    auth: undefined as unknown as Auth,
    onClose,
    async close() {
      for (const fn of onClose.reverse()) await fn();
    },
  };
  ctx.auth = createAuth(ctx);
  return ctx;
}
