import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { enqueueJob } from '../jobs/enqueue-job';
import { UNMATCHED_ROUTE } from './http-metrics';
import { buildUser } from '../../../test/factories';
import { connectAlertSocket, listenForAlertSockets } from '../../../test/support/alerts';
import { fundByCard } from '../../../test/support/escrow';
import { buildAcceptedContract, setupSellerCard } from '../../../test/support/milestone-payments';
import { buildTestApp, isPostgresRun } from '../../../test/test-app';

const TOKEN = 'metrics-token-of-the-tests-0123456789';
const FAILING_JOB = 'metrics-test-always-fails';

const scrape = (app: App, authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

async function metricsText(app: App): Promise<string> {
  const response = await scrape(app, `Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

/** The value of the series `name` with exactly these labels in Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`).sort().join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    if ((match[2] ?? '').split(',').filter(Boolean).sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app.close());

  it('is off while METRICS_TOKEN is unset: 404 and no figure, whatever the token', async () => {
    const off = await buildTestApp();
    try {
      const response = await scrape(off, `Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await off.close();
    }
  });

  it('refuses a scrape without the token, with another, or not as a bearer (401)', async () => {
    for (const authorization of [undefined, 'Bearer another-token-of-the-same-size-01', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and their durations by method, route pattern and status', async () => {
    const before = await metricsText(app);
    const healthOk = { method: 'GET', route: '/api/health', status_code: '200' };
    const countBefore = sample(before, 'http_requests_total', healthOk) ?? 0;
    for (let i = 0; i < 3; i++) await app.inject('/api/health');
    const listing = await app.inject('/api/listings/00000000-0000-4000-8000-000000000000');
    await app.inject('/api/no-such-thing');

    const text = await metricsText(app);
    expect(sample(text, 'http_requests_total', healthOk)).toBe(countBefore + 3);
    expect(sample(text, 'http_request_duration_seconds_count', healthOk)).toBe(countBefore + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...healthOk, le: '+Inf' })).toBe(countBefore + 3);
    // the route's pattern, never the URL: the number of series stays small
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/listings/:id', status_code: String(listing.statusCode) })).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(sample(text, 'http_requests_total', { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' })).toBeGreaterThanOrEqual(1);
    // and the process's own figures
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('reports jobs by queue and state, from the outbox to failed', async () => {
    app.ctx.jobs.define({
      name: FAILING_JOB,
      retryLimit: 0,
      handler: async () => {
        throw new Error('fails on purpose');
      },
    });
    await enqueueJob(app.ctx.db, FAILING_JOB, {});
    expect(sample(await metricsText(app), 'homebid_jobs', { queue: FAILING_JOB, state: 'outbox' })).toBe(1);

    expect(await app.ctx.jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    const text = await metricsText(app);
    expect(sample(text, 'homebid_jobs', { queue: FAILING_JOB, state: 'outbox' })).toBeUndefined();
    expect(sample(text, 'homebid_jobs', { queue: FAILING_JOB, state: 'failed' })).toBe(1);
  });

  it('reports payment attempts by outcome and the money held in escrow', async () => {
    const before = await metricsText(app);
    expect(sample(before, 'homebid_escrow_held_cents')).toBe(0);
    expect(sample(before, 'homebid_payments', { purpose: 'fund', status: 'succeeded' })).toBe(0);

    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupSellerCard(app, bidder);
    await fundByCard(poster, contractId, 1);

    const text = await metricsText(app);
    // the $300 first milestone of buildAcceptedContract
    expect(sample(text, 'homebid_escrow_held_cents')).toBe(30_000);
    expect(sample(text, 'homebid_payments', { purpose: 'fund', status: 'succeeded' })).toBe(1);
    expect(sample(text, 'homebid_payments', { purpose: 'pay', status: 'failed' })).toBe(0);
  });

  it('reports the open WebSockets and the database pools', async () => {
    const user = await buildUser(app);
    const socket = await connectAlertSocket(await listenForAlertSockets(app), user);
    expect(sample(await metricsText(app), 'homebid_websockets_open')).toBe(1);
    socket.close();
    await expect.poll(async () => sample(await metricsText(app), 'homebid_websockets_open')).toBe(0);

    const text = await metricsText(app);
    expect(text).toContain('# TYPE homebid_db_pool_connections gauge');
    if (isPostgresRun()) {
      // DATABASE_POOL_MAX and DATABASE_SEARCH_POOL_MAX's defaults; the scrape's own queries opened the main pool
      expect(sample(text, 'homebid_db_pool_max', { pool: 'main' })).toBe(20);
      expect(sample(text, 'homebid_db_pool_max', { pool: 'search' })).toBe(4);
      const open = (sample(text, 'homebid_db_pool_connections', { pool: 'main', state: 'in_use' }) ?? 0) + (sample(text, 'homebid_db_pool_connections', { pool: 'main', state: 'idle' }) ?? 0);
      expect(open).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'homebid_db_pool_waiting', { pool: 'main' })).toBe(0);
    } else {
      // PGlite is one connection inside the process: no pool to report
      expect(sample(text, 'homebid_db_pool_max', { pool: 'main' })).toBeUndefined();
    }
  });
});
