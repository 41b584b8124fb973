import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createAuth, type Auth } from './auth/auth';
import { announceSessionEnded } from './auth/session-drops';
import { createBackgroundLog, type BackgroundLog } from './background-log';
import { createMessaging } from './messaging/create-messaging';
import type { Mailer, SmsSender } from './messaging/messaging';
import { Outbox } from './messaging/outbox';
import { createPaymentProviders } from './payment-providers/create-payment-providers';
import type { PaymentProviders } from './payment-providers/providers';
import type { Jobs } from './jobs/jobs';
import { createPgBossJobs } from './jobs/pg-boss-jobs';
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
  /** Card, bank-transfer and bank-linking providers: the vendors' adapters when configured, else the sandbox. */
  payments: PaymentProviders;
  /** Background jobs (pg-boss); enqueue with `enqueueJob(tx, …)`. */
  jobs: Jobs;
  /** Rate-limit counters: shared by all instances on PostgreSQL, in memory on PGlite. */
  rateLimits: RateLimits;
  /** Failures of work outside a request, as JSON lines (pino), or nothing when LOG_LEVEL is silent. */
  log: BackgroundLog;
  /** Functions run when the app closes (timers, sockets, subscriptions). */
  onClose: Array<() => Promise<void> | void>;
  close(): Promise<void>;
}

export async function createAppContext(config: Config, database: DatabaseHandle): Promise<AppContext> {
  const log = createBackgroundLog(config.LOG_LEVEL);
  const outbox = new Outbox(database.db, config.LOG_LEVEL === 'silent' ? () => {} : undefined);
  const { mailer, sms } = await createMessaging(config, outbox);
  const onClose: AppContext['onClose'] = [];
  const pubsub = createPubSub(database);
  const jobs = createPgBossJobs({
    database,
    pubsub,
    log,
  });
  // registered first, so it runs last of the close steps (they run in reverse), still before the database closes
  onClose.push(() => jobs.stop());
  const storage = await createStorage(config);
  if (storage.close) onClose.push(() => storage.close?.());
  const rateLimits = createRateLimits(database);
  // every service is made before the context, from the services it needs, so the context is whole from the start
  const auth: Auth = createAuth({ config, db: database.db, mailer, rateLimits, onSessionDeleted: (userId) => announceSessionEnded({ auth, pubsub }, userId) });
  const payments = await createPaymentProviders(config, database.db, {
    onClose,
    log,
  });
  return {
    config,
    log,
    database,
    db: database.db,
    auth,
    outbox,
    mailer,
    sms,
    storage,
    pubsub,
    payments,
    jobs,
    rateLimits,
    onClose,
    async close() {
      for (const fn of onClose.reverse()) await fn();
    },
  };
}
