import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateLimits } from './rate-limits';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the per-route, per-address counters in
 * our RateLimits, so route limits hold across instances. @fastify/rate-limit makes one child per route;
 * the child's prefix keeps routes apart.
 */
export function createFastifyRateLimitStore(rateLimits: RateLimits) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number) {
      rateLimits.consume(`${this.prefix}${key}`, { max, windowMs: timeWindow }).then(
        (result) => callback(null, { current: result.count, ttl: result.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    // typed as route options, but at run time @fastify/rate-limit passes its merged params with `routeInfo`
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const params = routeOptions as unknown as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `route:${method}:${params.routeInfo?.url ?? ''}:`);
    }
  };
}
