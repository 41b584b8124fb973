import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { notFound, unauthorized } from '../errors';
import { countHttpRequests } from './http-metrics';
import { watchAppState } from './state-metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (`Authorization: Bearer <token>`);
 * off (404) when METRICS_TOKEN is unset. The figures: requests by route and status with their durations, this
 * process (CPU, memory, event loop), the database pools, open WebSockets, the job queue, payments by outcome and
 * the money in escrow. Each app has a registry of its own (tests build several apps in one process).
 * Call it before any route plugin is registered, so that every route is counted.
 */
export function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'database' | 'db'>) {
  const token = ctx.config.METRICS_TOKEN;
  if (!token) {
    // answered here rather than by the web app, whose page handler would serve its shell for this path
    app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
      throw notFound('Metrics are off: set METRICS_TOKEN to turn them on.');
    });
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  countHttpRequests(app, registry);
  watchAppState(app, ctx, registry);

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!holdsToken(request.headers.authorization, token)) {
      void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A metrics token is required.');
    }
    void reply.type(registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}

/** Whether `authorization` is `Bearer <token>`, compared in constant time (hashes, so the lengths match too). */
function holdsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
