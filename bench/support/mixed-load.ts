// The mixed load of a marketplace's users against a fleet (two server processes on one PostgreSQL, each request to
// either instance, as a round-robin load balancer sends them), shared by the load and capacity benches. A user signs
// in (password, argon2id) and keeps its session, as a browser does; then each step, after a random 0..2x thinkMs,
// is one action: search listings, open a listing, place or update a bid, post or read chat messages, read the
// profile, read alerts, a step of paying a milestone (2% of steps start one) (quote; then pay, or fund and later release; each pay or fund
// followed by the card form's confirm), or (rarely) sign in again. Every request is timed into the Samples window
// that was open when it started.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/server-process';
import { createContractClient, mapWithConcurrency, type AcceptedContract } from './contract-client';

export type Kind =
  | 'sign-in' | 'search' | 'details' | 'bid-place' | 'bid-update' | 'chat-post' | 'chat-read' | 'profile' | 'alerts'
  | 'quote' | 'pay' | 'fund' | 'confirm' | 'release'
  /** the bench's own fault in a step (a bug of the bench, counted as an error) */
  | 'bench';

const PASSWORD = 'load-bench-password';

const percentile = (sorted: number[], p: number) => (sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1)) : 0);
export const summarize = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
};

/** Request times per kind, errors and a few error samples of one window of a run. */
export class Samples {
  readonly times = new Map<Kind, number[]>();
  readonly errors = new Map<Kind, number>();
  readonly errorSamples: string[] = [];

  add(kind: Kind, ms: number, ok: boolean, detail: string) {
    (this.times.get(kind) ?? this.times.set(kind, []).get(kind)!).push(ms);
    if (!ok) {
      this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
      if (this.errorSamples.length < 10) this.errorSamples.push(`${kind}: ${detail}`);
    }
  }

  get requests() {
    return [...this.times.values()].reduce((sum, times) => sum + times.length, 0);
  }

  summary(seconds: number) {
    const all = [...this.times.values()].flat();
    return {
      seconds: Number(seconds.toFixed(1)),
      requests: all.length,
      rps: Number((all.length / seconds).toFixed(1)),
      errors: [...this.errors.values()].reduce((a, b) => a + b, 0),
      errorSamples: this.errorSamples,
      all: summarize(all),
      kinds: Object.fromEntries([...this.times].map(([kind, times]) => [kind, { ...summarize(times), errors: this.errors.get(kind) ?? 0 }])),
    };
  }
}

interface VirtualUser {
  email: string;
  id: string;
  cookie: string;
  partner?: VirtualUser;
  channelId?: string;
  bids: Map<string, string>;
  /** the milestone this user is paying, between its steps */
  payment?: { contract: PaymentContract; position: number; next: 'pay' | 'fund' | 'release' };
}

/** An accepted contract whose poster session any user may borrow to pay its next milestone. */
interface PaymentContract extends AcceptedContract {
  nextPosition: number;
}

export interface Fleet {
  instances: ServerProcess[];
  bases: string[];
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Two server processes on `databaseUrl`: the first migrates and seeds the demo listings, the second joins. Rate
 * limits off, logging at errors only, node as `npm run serve` runs it; `nodeArgs` go to both (e.g. --cpu-prof), `env` adds
 * settings, `node` is the node executable both run on (this process's by default).
 */
export async function startFleet(databaseUrl: string, options: { nodeArgs?: string[]; env?: Record<string, string>; node?: string } = {}): Promise<Fleet> {
  const env = { DATABASE_URL: databaseUrl, RATE_LIMITS: 'false', LOG_LEVEL: 'error', ...options.env };
  const { nodeArgs = [], node } = options;
  const instances: ServerProcess[] = [];
  // the bench ended early (Ctrl+C, a timeout, an uncaught error): its servers end with it, not orphaned
  const killAll = () => instances.forEach((i) => {
    try {
      process.kill(i.pid, 'SIGKILL');
    } catch {
      // already ended
    }
  });
  process.once('exit', killAll);
  const stop = async () => {
    await Promise.all(instances.map((i) => i.stop({ removeData: true })));
    process.off('exit', killAll);
  };
  instances.push(await startServerProcess({ env: { ...env, SEED_DEMO: 'true' }, nodeArgs, node }));
  try {
    instances.push(await startServerProcess({ env, nodeArgs, node }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, bases: instances.map((i) => i.url), databaseUrl, stop };
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
/** A bid of one milestone, starting in 3 days and due in 20, as the load's users place them. */
export const bidBody = (amountCents: number) => ({
  amountCents,
  description: 'Load bench bid.',
  startDate: inDays(3),
  endDate: inDays(20),
  milestones: [{ description: 'All of it', dueDate: inDays(20), amountCents }],
});

/**
 * The users, the demo listings they bid on and the contracts they pay, and the loop each user runs. Users are
 * onboarded contractors written straight into the database with the password hash of one user who signed up over
 * HTTP (the bench is not about sign-up; each of them still signs in with the password, argon2id).
 */
export class MixedLoad {
  /** where requests are recorded: the window open when each starts (none: not recorded) */
  window: Samples | undefined;
  private readonly users: VirtualUser[] = [];
  private readonly running: Array<Promise<void>> = [];
  private readonly contracts: PaymentContract[] = [];
  private stopping = false;
  /** payment steps skipped because every contract's milestones were paid */
  paymentsExhausted = 0;
  private paymentsStarted = 0;

  private constructor(
    private readonly fleet: Fleet,
    private readonly thinkMs: number,
    private readonly serviceListings: string[],
    private readonly hasAlerts: boolean,
    private readonly passwordHash: string,
  ) {}

  static async prepare(fleet: Fleet, options: { thinkMs: number }): Promise<MixedLoad> {
    const base = fleet.bases[0];
    const template: VirtualUser = { email: `load-template-${Date.now()}@example.com`, id: '', cookie: '', bids: new Map() };
    const setup = new Samples();
    const signUp = await call(setup, 'sign-in', template, base, 'POST', '/api/auth/sign-up/email', { name: 'Load Template', email: template.email, password: PASSWORD });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${setup.errorSamples.join('; ')}`);
    template.id = (signUp.json().user as { id: string }).id;
    const db = new pg.Client({ connectionString: fleet.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ password: string }>(`SELECT password FROM accounts WHERE user_id = $1 AND provider_id = 'credential'`, [template.id]);
    await db.end();
    const page = await call(setup, 'search', template, base, 'GET', '/api/listings?listingTypes=service');
    const serviceListings = ((page.json().items ?? []) as Array<{ id: string }>).map((l) => l.id);
    if (!serviceListings.length) throw new Error('no open service listings to bid on: the demo seed is missing');
    const hasAlerts = (await call(setup, 'alerts', template, base, 'GET', '/api/alerts')).status === 200;
    return new MixedLoad(fleet, options.thinkMs, serviceListings, hasAlerts, rows[0].password);
  }

  /** Milestones not yet taken by a paying user. */
  get milestonesLeft() {
    return this.contracts.reduce((sum, c) => sum + Math.max(0, c.milestones - c.nextPosition + 1), 0);
  }

  /** Sets up `count` accepted contracts of `milestones` each whose milestones users pay (over HTTP, a few at once). */
  async addContracts(count: number, milestones = 50): Promise<void> {
    const client = createContractClient(this.fleet.bases[0]);
    const first = this.contracts.length;
    const contracts = await mapWithConcurrency(Array.from({ length: count }, (_, i) => first + i), 4, (i) => client.createAcceptedContract(i, milestones));
    this.contracts.push(...contracts.map((c) => ({ ...c, nextPosition: 1 })));
  }

  get userCount() {
    return this.users.length;
  }

  get alertsEndpoint() {
    return this.hasAlerts;
  }

  /** Adds `count` users, written to the database at once, who then arrive evenly over `rampSeconds` and keep going until stop(). */
  async addUsers(count: number, rampSeconds: number): Promise<void> {
    const first = this.users.length;
    const stamp = Date.now();
    const added: VirtualUser[] = Array.from({ length: count }, (_, i) => ({ email: `load-${first + i}-${stamp}@example.com`, id: `load-${first + i}-${stamp}`, cookie: '', bids: new Map() }));
    const db = new pg.Client({ connectionString: this.fleet.databaseUrl });
    await db.connect();
    try {
      const ids = added.map((u) => u.id);
      const emails = added.map((u) => u.email);
      await db.query('BEGIN');
      await db.query(`INSERT INTO users (id, name, email, email_verified) SELECT id, 'Load User ' || id, email, true FROM unnest($1::text[], $2::text[]) AS u(id, email)`, [ids, emails]);
      await db.query(`INSERT INTO accounts (id, account_id, provider_id, user_id, password) SELECT 'acct-' || id, id, 'credential', id, $2 FROM unnest($1::text[]) AS u(id)`, [ids, this.passwordHash]);
      // the users row's trigger (0014) wrote each profile; onboarded here
      await db.query(
        `UPDATE profiles SET user_type = 'contractor', is_home_screen_loaded = true, street_address = '1 Main St', city = 'Providence', state = 'Rhode Island', zip_code = '02903' WHERE user_id = ANY($1)`,
        [ids],
      );
      await db.query('COMMIT');
    } finally {
      await db.end();
    }
    // partners in pairs (0-1, 2-3...) for chat; an odd last user waits for the next one
    for (const user of added) {
      this.users.push(user);
      const index = this.users.length - 1;
      if (index % 2 === 1) {
        const other = this.users[index - 1];
        user.partner = other;
        other.partner = user;
      }
    }
    added.forEach((user, i) => this.running.push(this.run(user, (i / count) * rampSeconds * 1000)));
  }

  /** Ends every user's loop after its current step. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  private async run(user: VirtualUser, arriveAfterMs: number) {
    // users arrive one after another, as they do on a real site (a sign-in costs tens of ms of argon2id: all of
    // them at once would measure the password hash, not the marketplace)
    await this.sleep(arriveAfterMs);
    if (this.stopping) return;
    await this.signIn(user);
    while (!this.stopping) {
      await this.sleep(Math.random() * 2 * this.thinkMs);
      if (this.stopping) break;
      // a fault of the bench itself is an error of the run, not an end of the process (and of its fleet)
      await this.step(user).catch((error: unknown) => this.window?.add('bench', 0, false, `${String(error)}`));
    }
  }

  private sleep(ms: number) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  private base() {
    return pick(this.fleet.bases);
  }

  private call(kind: Kind, user: VirtualUser, method: string, path: string, body?: unknown) {
    return call(this.window, kind, user, this.base(), method, path, body);
  }

  private async signIn(user: VirtualUser) {
    user.cookie = '';
    await this.call('sign-in', user, 'POST', '/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
  }

  private async step(user: VirtualUser) {
    const roll = Math.random() * 100;
    if (user.payment && roll < 50) {
      // a milestone half paid: the poster comes back to it soon
      await this.paymentStep(user);
    } else if (roll < 25) {
      const text = pick(['kitchen', 'roof', 'deck', 'bath', '']);
      await this.call('search', user, 'GET', `/api/listings${text ? `?text=${text}` : ''}`);
    } else if (roll < 45) {
      await this.call('details', user, 'GET', `/api/listings/${pick(this.serviceListings)}`);
    } else if (roll < 57) {
      const listingId = pick(this.serviceListings);
      const bidId = user.bids.get(listingId);
      if (bidId) {
        await this.call('bid-update', user, 'PUT', `/api/bids/${bidId}`, bidBody(40_000 + Math.floor(Math.random() * 10_000)));
      } else {
        const response = await this.call('bid-place', user, 'POST', `/api/listings/${listingId}/bids`, bidBody(45_000));
        if (response.status === 201) user.bids.set(listingId, (response.json().bid as { id: string }).id);
      }
    } else if (roll < 69) {
      if (!user.channelId && user.partner) {
        const response = await this.call('chat-post', user, 'POST', '/api/chat/channels', { userId: user.partner.id });
        user.channelId = (response.json().id as string | undefined) ?? undefined;
      }
      if (user.channelId) await this.call('chat-post', user, 'POST', `/api/chat/channels/${user.channelId}/messages`, { text: `hello at ${Date.now()}` });
    } else if (roll < 81) {
      if (user.channelId) await this.call('chat-read', user, 'GET', `/api/chat/channels/${user.channelId}/messages`);
      else await this.call('chat-read', user, 'GET', '/api/chat/channels');
    } else if (roll < 90 || (!this.hasAlerts && roll > 92 && roll < 99)) {
      await this.call('profile', user, 'GET', '/api/profile/me');
    } else if (roll < 92) {
      await this.paymentStep(user);
    } else if (roll < 99) {
      await this.call('alerts', user, 'GET', '/api/alerts');
    } else {
      await this.signIn(user);
    }
  }

  /**
   * The next step of paying a milestone, as the poster of a contract (a user borrows a poster's session): the quote;
   * then pay it (odd milestones) or fund it into escrow (even ones), each with the card form's confirm; then release a
   * funded one. Contracts are set up before the run with their milestones; when all are paid the step is skipped.
   */
  private async paymentStep(user: VirtualUser) {
    if (!user.payment) {
      // round the contracts, so paying users rarely wait on one contract's rows
      const open = this.contracts.filter((c) => c.nextPosition <= c.milestones);
      const contract = open[this.paymentsStarted++ % Math.max(1, open.length)];
      if (!contract) {
        this.paymentsExhausted += 1;
        return;
      }
      const position = contract.nextPosition++;
      user.payment = { contract, position, next: position % 2 === 1 ? 'pay' : 'fund' };
      await this.call('quote', this.poster(contract), 'GET', `/api/contracts/${contract.contractId}/milestones/${position}/quote`);
      return;
    }
    const { contract, position, next } = user.payment;
    const poster = this.poster(contract);
    const milestone = `/api/contracts/${contract.contractId}/milestones/${position}`;
    if (next === 'release') {
      user.payment = undefined;
      await this.call('release', poster, 'POST', `${milestone}/release`);
      return;
    }
    user.payment = next === 'fund' ? { ...user.payment, next: 'release' } : undefined;
    const started = await this.call(next, poster, 'POST', `${milestone}/${next}`, { method: 'card' });
    const clientSecret = started.status === 200 ? (started.json().clientSecret as string | null) : null;
    if (!clientSecret) return;
    const confirmed = await this.call('confirm', poster, 'POST', `/api/payments/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      clientSecret,
      cardNumber: '4242424242424242',
    });
    if (confirmed.status !== 200 || confirmed.json().status !== 'succeeded') user.payment = undefined;
  }

  /** The contract's poster, as a user of the load (its session cookie, no bids or chat of its own). */
  private poster(contract: PaymentContract): VirtualUser {
    return { email: '', id: contract.poster.id, cookie: contract.poster.cookie, bids: new Map() };
  }
}

/**
 * Keep-alive connections, as each browser keeps its own: node:http rather than fetch, whose WHATWG streams cost the
 * load generator (on the same two cores as the fleet) several times more CPU per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const REQUEST_TIMEOUT_MS = 60_000;

function send(url: string, method: string, headers: Record<string, string>, body: string | undefined) {
  return new Promise<{ status: number; text: () => string; setCookie: string[] }>((resolve, reject) => {
    // asking for compression as a browser does, so the server compresses what it would for one
    const request = http.request(url, { method, headers: { ...headers, 'accept-encoding': 'br, gzip' }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        // decoded only when the bench reads the body (an id it needs, an error's detail): a browser's decoding
        // happens on its own machine, this one's on the cores the fleet is measured on
        const text = () => (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: response.statusCode ?? 0, text, setCookie: response.headers['set-cookie'] ?? [] });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    // a request that never ends would hold its user, and the bench's stop, forever
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.end(body);
  });
}

/** One HTTP call as a browser makes it (cookie, Origin of the instance), timed into `window` under `kind`. */
async function call(
  window: Samples | undefined,
  kind: Kind,
  user: VirtualUser,
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json(): Record<string, unknown> }> {
  const headers: Record<string, string> = { origin: base };
  if (user.cookie) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await send(`${base}${path}`, method, headers, body === undefined ? undefined : JSON.stringify(body));
    const ok = response.status >= 200 && response.status < 300;
    window?.add(kind, performance.now() - started, ok, ok ? '' : `${response.status} ${response.text().slice(0, 160)}`);
    const session = response.setCookie.find((c) => c.startsWith('better-auth.session_token='));
    if (session) user.cookie = session.split(';')[0];
    return { status: response.status, json: () => JSON.parse(response.text()) as Record<string, unknown> };
  } catch (error) {
    window?.add(kind, performance.now() - started, false, String(error));
    return { status: 0, json: () => ({}) };
  }
}
