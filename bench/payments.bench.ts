// Milestone payments under load: 50 posters, each with an accepted contract of 50 milestones, pay milestones by
// card in the sandbox for BENCH_SECONDS (default 10): quote, pay (a payment intent), confirm with 4242 4242 4242 4242
// (the sandbox's webhook settles it). Prints payments per second, p50/p95/p99 of the quote and pay calls, and the
// ledger check of the books afterwards.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { checkLedger } from '../apps/server/src/modules/milestone-payments/ledger-check';
import { createPngBytes } from '../apps/server/test/support/upload-files';
import { ROOT_DIR, startBenchApp } from './support/app';
import { checkTarget, type Bench } from './support/target';

const POSTERS = 50;
const MILESTONES = 50;

interface Session {
  cookie: string;
  id: string;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!.toFixed(2));
}
const summarize = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

const bench: Bench = {
  name: 'payments',
  async run() {
    const dataDir = path.join(ROOT_DIR, '.bench-data', `payments-${randomBytes(6).toString('hex')}`);
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    const app = await startBenchApp({ databaseUrl, env: { DATA_DIR: dataDir } });
    let isStopped = false;
    const stopApp = async () => {
      if (isStopped) return;
      isStopped = true;
      await app.stop();
    };
    const url = app.url;
    const call = async <T>(session: Session | null, route: string, init: { method?: string; body?: unknown; form?: FormData } = {}): Promise<T> => {
      const response = await fetch(`${url}/api${route}`, {
        method: init.method ?? (init.body || init.form ? 'POST' : 'GET'),
        headers: { origin: url, ...(session ? { cookie: session.cookie } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    };
    const signUp = async (userType: 'home_owner' | 'contractor'): Promise<Session> => {
      const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
      const response = await fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench ${userType}`, email, password: 'correct-horse-battery' }),
      });
      const body = (await response.json()) as { user: { id: string } };
      const session = { cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), id: body.user.id };
      await call(session, '/profile/user-type', { method: 'PUT', body: { userType } });
      return session;
    };

    try {
      // setup: 50 accepted contracts whose sellers can take card payments
      const contracts = await Promise.all(
        Array.from({ length: POSTERS }, async (_, i) => {
          const [poster, bidder] = await Promise.all([signUp('home_owner'), signUp('contractor')]);
          const { url: onboarding } = await call<{ url: string }>(bidder, '/payments/card-account/onboarding', { method: 'POST' });
          const accountId = new URL(onboarding, url).searchParams.get('account_id')!;
          await call(bidder, '/payments/sandbox/onboarding/complete', { body: { accountId, businessName: `Bench Builder ${i}` } });
          const form = new FormData();
          form.append('kind', 'image');
          form.append('file', new Blob([new Uint8Array(createPngBytes(16, 16))], { type: 'image/png' }), 'site.png');
          const upload = await call<{ key: string }>(poster, '/listings/uploads', { form });
          const listing = await call<{ id: string }>(poster, '/listings', {
            body: {
              listingType: 'service', title: `Bench project ${i}`, materialsProvided: false, budgetCents: 200_000, industries: ['Painting'],
              deadline: '2031-06-30', description: 'Benchmark.', location: { streetAddress: '12 Main St', placeId: '02903' }, images: [upload.key],
            },
          });
          const milestones = Array.from({ length: MILESTONES }, (_, m) => ({ description: `Step ${m + 1}`, dueDate: '2030-11-20', amountCents: 1_000 + m }));
          const { bid } = await call<{ bid: { id: string } }>(bidder, `/listings/${listing.id}/bids`, {
            body: { amountCents: milestones.reduce((sum, m) => sum + m.amountCents, 0), description: 'Bench', startDate: '2030-11-01', endDate: '2030-11-20', milestones },
          });
          const { contract } = await call<{ contract: { id: string } }>(poster, `/bids/${bid.id}/hire`, { method: 'POST' });
          await call(bidder, `/contracts/${contract.id}/accept`, { method: 'POST' });
          return { poster, contractId: contract.id };
        }),
      );

      const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
      const quoteTimes: number[] = [];
      const payTimes: number[] = [];
      let payments = 0;
      let failures = 0;
      const deadline = Date.now() + durationSeconds * 1000;
      const started = Date.now();
      await Promise.all(
        contracts.map(async ({ poster, contractId }) => {
          for (let position = 1; position <= MILESTONES && Date.now() < deadline; position++) {
            try {
              let t = performance.now();
              await call(poster, `/contracts/${contractId}/milestones/${position}/quote`);
              quoteTimes.push(performance.now() - t);
              t = performance.now();
              const paid = await call<{ clientSecret: string }>(poster, `/contracts/${contractId}/milestones/${position}/pay`, { body: { method: 'card' } });
              payTimes.push(performance.now() - t);
              const intentId = paid.clientSecret.split('_secret_')[0];
              const intent = await call<{ status: string }>(poster, `/payments/sandbox/payment-intents/${intentId}/confirm`, { body: { clientSecret: paid.clientSecret, cardNumber: '4242424242424242' } });
              if (intent.status === 'succeeded') payments += 1;
              else failures += 1;
            } catch {
              failures += 1;
            }
          }
        }),
      );
      const elapsed = (Date.now() - started) / 1000;
      // the books are read after the app closed its database (PGlite allows one user of its data directory)
      await stopApp();

      const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
      const ledger = await checkLedger(handle.db).finally(() => handle.close());
      const paymentsPerSecond = payments / elapsed;
      return {
        results: {
          database: app.database,
          posters: POSTERS,
          loadSeconds: Number(elapsed.toFixed(1)),
          payments,
          failures,
          paymentsPerSecond: Number(paymentsPerSecond.toFixed(1)),
          quoteMs: summarize(quoteTimes),
          payMs: summarize(payTimes),
          ledger: { ok: ledger.ok, entries: ledger.entries, totalCents: ledger.totalCents, totalPaidCents: ledger.totalPaidCents, balancesByKind: ledger.balancesByKind, mismatches: ledger.contractMismatches.length + ledger.paymentMismatches.length },
        },
        targets: [
          checkTarget('paymentFailures', failures, '<=', 0),
          checkTarget('ledgerMismatches', ledger.ok ? 0 : 1, '<=', 0),
          checkTarget('paymentsPerSecond', paymentsPerSecond, '>=', 1),
        ],
      };
    } finally {
      await stopApp();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
export default bench;
