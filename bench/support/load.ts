import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  durationSeconds: number;
  connections: number;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)].toFixed(2));
}

/**
 * autocannon against one URL. Latency percentiles are computed from every response's time (autocannon's
 * own summary has no p95).
 */
export async function measureLoad(
  url: string,
  options: { headers?: Record<string, string>; durationSeconds?: number; connections?: number; warmupSeconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const durationSeconds = options.durationSeconds ?? 5;
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) await autocannon({ url, headers: options.headers, connections, duration: warmup });

  const times: number[] = [];
  const instance = autocannon({ url, headers: options.headers, connections, duration: durationSeconds });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.total / durationSeconds),
    latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: percentile(times, 100) },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    durationSeconds,
    connections,
  };
}
