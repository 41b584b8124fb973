import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched: the web app's pages (its not-found handler serves them) and 404s. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached answer (a few ms) to the slowest uploads and payment calls. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts every answered request and its duration by method, route pattern (`/api/listings/:id`, never the URL
 * itself, so the number of series stays small) and status. Call it before any route plugin is registered: the hook
 * reaches the plugins registered after it.
 */
export function countHttpRequests(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // a callback hook, not an async one: it runs for every response, without a promise each
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
