import path from 'node:path';
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

const bool = (fallback: boolean) =>
  z.enum(['true', 'false', 'on', 'off', '1', '0']).optional().transform((v) => (v === undefined ? fallback : ['true', 'on', '1'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used for links in e-mails and for CSRF origin checks. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL; otherwise embedded PGlite in DATA_DIR ("memory://" keeps it in memory). */
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().optional(),
  /**
   * A PGlite data directory as a tarball (`dumpDataDir`, e.g. of a migrated empty database) that a new embedded
   * database starts from instead of initdb; ignored once PGLITE_DIR holds a database.
   */
  PGLITE_SNAPSHOT: z.string().optional(),
  /** Connections each instance keeps to PostgreSQL; instances x this must stay under the server's max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Connections each instance keeps for the listing search (db/client.ts `searchDb`); more searches at once wait
   * their turn. About two per core of the database: more only share its cores (docs/ARCHITECTURE.md, issue 12).
   */
  DATABASE_SEARCH_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  AUTH_SECRET: z.string().min(32).optional(),
  SEED_DEMO: bool(true),
  OUTBOX: bool(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HomeBid <no-reply@homebid.local>'),
  /**
   * DKIM signing of SMTP mail (platform/messaging/dkim.ts): the signing domain, the selector of its DNS key
   * (`<selector>._domainkey.<domain>`), and the private key in PEM (`\n` may stand for line breaks) or a file holding
   * it. All or none; a partial set stops the server at start.
   */
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('OpenID Connect'),
  ALLOWED_STATES: z.string().default('RI,MA'),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  HELP_URL: z.string().default('https://example.com/help'),
  ABOUT_URL: z.string().default('https://example.com/about'),
  /** Rate limits can be relaxed for load benchmarks; never in production. */
  RATE_LIMITS: bool(true),
  /**
   * Whether X-Forwarded-For names the client: only behind a reverse proxy that sets it. 'true' (trust every hop),
   * a hop count ('1'), or the proxy addresses/CIDRs ('10.0.0.1,10.0.0.0/8'). Off by default: anyone can send the
   * header, and believing it lets each request claim a new address and escape every rate limit.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Stripe (card provider). With STRIPE_SECRET_KEY set the real adapter replaces the sandbox. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another origin for Stripe's API (a local fake in tests). */
  STRIPE_API_URL: z.string().url().optional(),
  /** Dwolla (bank-transfer provider). With DWOLLA_KEY and DWOLLA_SECRET set the real adapter replaces the sandbox. */
  DWOLLA_KEY: z.string().optional(),
  DWOLLA_SECRET: z.string().optional(),
  DWOLLA_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  DWOLLA_WEBHOOK_SECRET: z.string().optional(),
  DWOLLA_API_URL: z.string().url().optional(),
  /** Plaid (bank linking). With PLAID_CLIENT_ID and PLAID_SECRET set the real adapter replaces the sandbox. */
  PLAID_CLIENT_ID: z.string().optional(),
  PLAID_SECRET: z.string().optional(),
  PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PLAID_API_URL: z.string().url().optional(),
  /** Milestone payment fees paid by the poster (shared/domain/payment-fees.ts): card 2.9% + 30¢, bank transfer 0. */
  CARD_FEE_PERCENT_BPS: z.coerce.number().int().min(0).max(5_000).default(290),
  CARD_FEE_FIXED_CENTS: z.coerce.number().int().min(0).max(10_000).default(30),
  ACH_FEE_PERCENT_BPS: z.coerce.number().int().min(0).max(5_000).default(0),
  ACH_FEE_FIXED_CENTS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Sandbox bank transfers stay pending this long before the sandbox settles them (processed, or failed for R01/R03). */
  SANDBOX_TRANSFER_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  /** Whether this instance runs background jobs (every instance may: each job runs once per group). */
  JOBS: bool(true),
  /** Where support requests are e-mailed (the default SupportForwarder). */
  SUPPORT_EMAIL: z.string().email().default('support@homebid.local'),
  /** Zendesk: with ZENDESK_SUBDOMAIN (or ZENDESK_URL), ZENDESK_EMAIL and ZENDESK_API_TOKEN set, tickets go to Zendesk instead. */
  ZENDESK_SUBDOMAIN: z.string().optional(),
  /** Another base URL for Zendesk's API (ending in /api/v2; a local fake in tests); overrides ZENDESK_SUBDOMAIN. */
  ZENDESK_URL: z.string().url().optional(),
  ZENDESK_EMAIL: z.string().optional(),
  ZENDESK_API_TOKEN: z.string().optional(),
  /** S3-compatible object storage for uploads; local disk under DATA_DIR/uploads when S3_BUCKET is unset. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  /**
   * Escrow ('Fund Milestone', release, refund, disputes). On by default; a real deployment must first have money
   * transmission terms with its providers (README, Escrow). 'off' hides it: milestones are paid directly.
   */
  ESCROW: bool(true),
  /** Days after submission a milestone the poster did not answer is released; decimals allowed (tests use seconds). */
  ESCROW_AUTO_RELEASE_DAYS: z.coerce.number().positive().max(365).default(14),
  /** Days the other side of a dispute has to respond before the opener's remedy applies; decimals allowed. */
  DISPUTE_RESPONSE_DAYS: z.coerce.number().positive().max(365).default(5),
  /** Bearer token that guards /metrics (Prometheus); /metrics is off when unset. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** E-mails made admins at start (comma-separated): the first operators of a new deployment. */
  ADMIN_EMAILS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once; every other module takes the parsed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env);
  const isProduction = parsed.NODE_ENV === 'production';
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  const dataDir = path.resolve(parsed.DATA_DIR);
  if (isProduction && !parsed.AUTH_SECRET) throw new Error('AUTH_SECRET (32+ characters) is required in production');
  return {
    ...parsed,
    isProduction,
    publicUrl,
    dataDir,
    pgliteDir: parsed.PGLITE_DIR ?? path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    authSecret: parsed.AUTH_SECRET ?? 'development-only-secret-change-me-please-0123456789',
    outboxEnabled: !isProduction || parsed.OUTBOX,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    allowedStates: parsed.ALLOWED_STATES.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean),
    feeSchedule: {
      cardPercentBps: parsed.CARD_FEE_PERCENT_BPS,
      cardFixedCents: parsed.CARD_FEE_FIXED_CENTS,
      achPercentBps: parsed.ACH_FEE_PERCENT_BPS,
      achFixedCents: parsed.ACH_FEE_FIXED_CENTS,
    },
    escrow: {
      enabled: parsed.ESCROW,
      autoReleaseMs: Math.round(parsed.ESCROW_AUTO_RELEASE_DAYS * DAY_MS),
      disputeResponseMs: Math.round(parsed.DISPUTE_RESPONSE_DAYS * DAY_MS),
    },
    webDist: parsed.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** TRUST_PROXY as Fastify's `trustProxy` option. */
function parseTrustProxy(value: string): boolean | number | string[] {
  const text = value.trim().toLowerCase();
  if (['', 'false', 'off', '0', 'no'].includes(text)) return false;
  if (['true', 'on', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}
