// What one request of each kind of the mixed load costs, one kind at a time on one server process over PostgreSQL:
// the server's CPU ms, PostgreSQL's CPU ms, transactions and statements per request (the statements from
// pg_stat_statements when the server preloads it, with the most frequent listed). The capacity bench says how much
// the whole mix costs; this says which kind to look at, and shows a change's effect on it within a minute.
//   npx tsx bench/request-cost.ts [kind...]   (a throwaway PostgreSQL cluster, or BENCH_DATABASE_URL=postgres://...)
//   REQUEST_COST_COUNT=300 requests of each kind, REQUEST_COST_AT_ONCE=4 at a time; REQUEST_COST_TOP=8 statements listed (per request, and PostgreSQL ms each); REQUEST_COST_NODE_ARGS='--cpu-prof ...' for the server
// Two kinds are a milestone's payment by card as the capacity mix makes it, several requests each (`requests`):
// `pay` (quote, pay, the card form's confirm) and `fund` (quote, fund into escrow, confirm, Approve & Release).
import pg from 'pg';
import { BID_MAX_MILESTONES } from '@homebid/shared/constants/bid';
import { startServerProcess } from '../apps/server/test/server-process';
import { processTicks, TICK_MS } from './support/cpu';
import { hasStatementStatistics, statementsRun, transactions } from './support/pg-statistics';
import { onScratchPostgres } from './support/postgres';
import { createContractClient, mapWithConcurrency } from './support/contract-client';
import { bidBody } from './support/mixed-load';

const COUNT = Number(process.env.REQUEST_COST_COUNT ?? 300);
const AT_ONCE = Number(process.env.REQUEST_COST_AT_ONCE ?? 4);
const PASSWORD = 'request-cost-password';

interface User {
  id: string;
  cookie: string;
  email?: string;
}

async function main(kinds: string[]) {
  await onScratchPostgres('request-cost', 'request_cost', async (url) => {
    const server = await startServerProcess({
      env: { DATABASE_URL: url, SEED_DEMO: 'true', RATE_LIMITS: 'false', LOG_LEVEL: 'error' },
      nodeArgs: (process.env.REQUEST_COST_NODE_ARGS ?? '').split(' ').filter(Boolean),
    });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const call = async (user: User | undefined, method: string, path: string, body?: unknown) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { origin: server.url, 'accept-encoding': 'br, gzip', ...(user ? { cookie: user.cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
        const session = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
        if (user && session) user.cookie = session.split(';')[0];
        return JSON.parse(text || '{}') as Record<string, unknown>;
      };
      const signUp = async (n: number): Promise<User> => {
        const email = `cost-${n}-${Date.now()}@example.com`;
        const user: User = { id: '', cookie: '', email };
        user.id = ((await call(user, 'POST', '/api/auth/sign-up/email', { name: `Cost User ${n}`, email, password: PASSWORD })).user as { id: string }).id;
        await db.query(
          `UPDATE profiles SET user_type = 'contractor', is_home_screen_loaded = true, street_address = '1 Main St', city = 'Providence', state = 'Rhode Island', zip_code = '02903' WHERE user_id = $1`,
          [user.id],
        );
        return user;
      };
      const [me, partner] = [await signUp(1), await signUp(2)];
      const listingIds = ((await call(me, 'GET', '/api/listings?listingTypes=service')).items as Array<{ id: string }>).map((l) => l.id);
      const channelId = (await call(me, 'POST', '/api/chat/channels', { userId: partner.id })).id as string;
      await call(partner, 'POST', `/api/chat/channels/${channelId}/messages`, { text: 'hello' });
      const bidId = ((await call(me, 'POST', `/api/listings/${listingIds[0]}/bids`, bidBody(45_000))).bid as { id: string }).id;
      // a bid is placed once per listing and bidder: bidders of their own, written straight into the database (with
      // the hash of `me`'s password) and signed in, only when bid-place is measured
      const bidders: User[] = [];
      if (!kinds.length || kinds.includes('bid-place')) {
        const ids = Array.from({ length: COUNT + 20 }, (_, i) => `cost-bidder-${i}-${Date.now()}`);
        await db.query(`INSERT INTO users (id, name, email, email_verified) SELECT id, 'Bidder ' || id, id || '@example.com', true FROM unnest($1::text[]) AS u(id)`, [ids]);
        await db.query(
          `INSERT INTO accounts (id, account_id, provider_id, user_id, password) SELECT 'acct-' || id, id, 'credential', id, (SELECT password FROM accounts WHERE user_id = $2 AND provider_id = 'credential') FROM unnest($1::text[]) AS u(id)`,
          [ids, me.id],
        );
        await db.query(`UPDATE profiles SET user_type = 'contractor', is_home_screen_loaded = true WHERE user_id = ANY($1)`, [ids]);
        bidders.push(...(await mapWithConcurrency(ids, 4, async (id) => {
          const bidder = { id, cookie: '' };
          await call(bidder, 'POST', '/api/auth/sign-in/email', { email: `${id}@example.com`, password: PASSWORD });
          return bidder;
        })));
      }
      // milestones of accepted contracts (as many as a bid may have) for the payment kinds, one a payment
      const milestones: Array<{ poster: { id: string; cookie: string }; path: string }> = [];
      const payments = createContractClient(server.url);
      const paymentKinds = (kinds.length ? kinds : ['pay', 'fund']).filter((kind) => kind === 'pay' || kind === 'fund').length;
      if (paymentKinds) {
        const needed = paymentKinds * (COUNT + 20);
        const contracts = await mapWithConcurrency([...Array(Math.ceil(needed / BID_MAX_MILESTONES)).keys()], 4, (i) => payments.createAcceptedContract(i, BID_MAX_MILESTONES));
        for (const contract of contracts) {
          for (let position = 1; position <= contract.milestones; position++) milestones.push({ poster: contract.poster, path: `/api/contracts/${contract.contractId}/milestones/${position}` });
        }
      }
      /** Quote, then pay or fund by card with the card form's confirm (the sandbox's webhook settles it), then release a funded one. */
      const payMilestone = async (step: 'pay' | 'fund') => {
        const { poster, path } = milestones.pop()!;
        await call(poster, 'GET', `${path}/quote`);
        const { clientSecret } = (await call(poster, 'POST', `${path}/${step}`, { method: 'card' })) as { clientSecret: string };
        await payments.confirmCard(poster, clientSecret);
        if (step === 'fund') await call(poster, 'POST', `${path}/release`);
      };
      const pick = <T>(items: T[], i: number) => items[i % items.length];
      const requests: Record<string, (i: number) => Promise<unknown>> = {
        search: (i) => call(me, 'GET', `/api/listings${pick(['?text=kitchen', '?text=roof', '?text=deck', '?text=bath', ''], i)}`),
        details: (i) => call(me, 'GET', `/api/listings/${pick(listingIds, i)}`),
        profile: () => call(me, 'GET', '/api/profile/me'),
        alerts: () => call(me, 'GET', '/api/alerts'),
        'chat-list': () => call(me, 'GET', '/api/chat/channels'),
        'chat-read': () => call(me, 'GET', `/api/chat/channels/${channelId}/messages`),
        'chat-post': (i) => call(me, 'POST', `/api/chat/channels/${channelId}/messages`, { text: `hello ${i}` }),
        'bid-place': (i) => call(bidders.pop(), 'POST', `/api/listings/${pick(listingIds, i)}/bids`, bidBody(45_000)),
        'bid-update': (i) => call(me, 'PUT', `/api/bids/${bidId}`, bidBody(40_000 + i)),
        'sign-in': () => call({ id: me.id, cookie: '' }, 'POST', '/api/auth/sign-in/email', { email: me.email, password: PASSWORD }),
        pay: () => payMilestone('pay'),
        fund: () => payMilestone('fund'),
      };
      const requestsOf: Record<string, number> = { pay: 3, fund: 4 };
      const statements = await hasStatementStatistics(db);
      const postgresTicks = async () => {
        const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
        return rows.reduce((sum, r) => {
          try {
            return sum + processTicks(String(r.pid));
          } catch {
            return sum;
          }
        }, 0);
      };
      const settledTransactions = async () => {
        // PostgreSQL's statistics lag up to a second behind the transactions
        await new Promise((resolve) => setTimeout(resolve, 1100));
        return transactions(db);
      };
      const results: Record<string, unknown> = {};
      for (const kind of kinds.length ? kinds : Object.keys(requests)) {
        const request = requests[kind];
        if (!request) throw new Error(`unknown kind ${kind}; kinds: ${Object.keys(requests).join(', ')}`);
        await mapWithConcurrency([...Array(20).keys()], 4, request);
        const xactBefore = await settledTransactions();
        if (statements) await db.query('SELECT pg_stat_statements_reset()');
        const [appBefore, pgBefore, started] = [processTicks(String(server.pid)), await postgresTicks(), performance.now()];
        await mapWithConcurrency([...Array(COUNT).keys()], AT_ONCE, request);
        const [appAfter, pgAfter, ms] = [processTicks(String(server.pid)), await postgresTicks(), performance.now() - started];
        const xactAfter = await settledTransactions();
        // besides this kind's: the 1.1 s waits for the statistics, and the jobs' polling (a few statements a second)
        const list = statements ? await statementsRun(db) : undefined;
        const per = (n: number) => Number((n / COUNT).toFixed(2));
        results[kind] = {
          appMs: per((appAfter - appBefore) * TICK_MS),
          postgresMs: per((pgAfter - pgBefore) * TICK_MS),
          transactions: per(xactAfter - xactBefore),
          ...(list
            ? {
                statements: per(list.reduce((sum, r) => sum + r.calls, 0)),
                top: list.slice(0, Number(process.env.REQUEST_COST_TOP ?? 8)).map((r) => `${per(r.calls)} x ${(r.ms / r.calls).toFixed(3)} ms ${r.query.slice(0, 120)}`),
              }
            : {}),
          rps: Number(((1000 * COUNT) / ms).toFixed(0)),
          ...(requestsOf[kind] ? { requests: requestsOf[kind] } : {}),
        };
        process.stderr.write(`${kind}: ${JSON.stringify(results[kind])}\n`);
      }
      console.log(JSON.stringify({ count: COUNT, loadAverage: (await import('node:os')).loadavg().map((l) => Number(l.toFixed(2))), results }, null, 2));
    } finally {
      await db.end();
      await server.stop({ removeData: true });
    }
  });
}

await main(process.argv.slice(2));
