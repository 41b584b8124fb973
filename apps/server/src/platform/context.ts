import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createAuth, type Auth } from './auth/auth';
import { createMessaging } from './messaging/create-messaging';
import type { Mailer, SmsSender } from './messaging/messaging';
import { Outbox } from './messaging/outbox';
import { createPaymentProviders } from './payments/create-payment-providers';
import type { PaymentProviders } from './payments/providers';
import type { Jobs } from './jobs/jobs';
import { createPgBossJobs } from './jobs/pg-boss-jobs';
import { createPubSub } from './realtime/create-pubsub';
import type { PubSub } from './realtime/pubsub';
import { LocalDiskStorage } from './storage/local-disk-storage';
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
  /** Card, bank-transfer and bank-linking providers: the vendors' adapters when configured, else the sandbox. */
  payments: PaymentProviders;
  /** Background jobs (pg-boss); enqueue with `enqueueJob(tx, …)`. */
  jobs: Jobs;
  /** Functions run when the app closes (timers, sockets, subscriptions). */
  onClose: Array<() => Promise<void> | void>;
  close(): Promise<void>;
}

export function createAppContext(config: Config, database: DatabaseHandle): AppContext {
  const outbox = new Outbox(database.db, config.LOG_LEVEL === 'silent' ? () => {} : undefined);
  const { mailer, sms } = createMessaging(config, outbox);
  const onClose: AppContext['onClose'] = [];
  const pubsub = createPubSub(database);
  const jobs = createPgBossJobs({
    database,
    pubsub,
    log: (message, error) => {
      if (config.LOG_LEVEL !== 'silent') console.error(message, error ?? '');
    },
  });
  // registered first, so it runs last of the close steps (they run in reverse), still before the database closes
  onClose.push(() => jobs.stop());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    outbox,
    mailer,
    sms,
    storage: new LocalDiskStorage(config.uploadsDir),
    pubsub,
    jobs,
    auth: undefined as unknown as Auth,
    payments: undefined as unknown as PaymentProviders,
    onClose,
    async close() {
      for (const fn of onClose.reverse()) await fn();
    },
  };
  ctx.auth = createAuth(ctx);
  ctx.payments = createPaymentProviders(config, database.db, {
    onClose,
    log: config.LOG_LEVEL === 'silent' ? () => {} : (message, error) => console.error(message, error),
  });
  return ctx;
}
