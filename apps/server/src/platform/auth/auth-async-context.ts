import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps the state of each of its calls in three AsyncLocalStorage instances (request state, endpoint
 * context, adapter transaction). On Node 20 an enabled AsyncLocalStorage turns on promise hooks for the whole
 * process, so after the first sign-in every promise of every request pays for them: a tenth of the search's CPU
 * in Node, a quarter of a trivial route's (docs/ARCHITECTURE.md, issue 12's tenth pass). better-auth needs them
 * only while one of its calls runs, so they are switched off whenever none is running; the `run()` that opens each
 * better-auth call switches its store on again. Nothing of better-auth outlives its calls here: without
 * `advanced.backgroundTasks` it awaits its own background work.
 */
let running = 0;

/** better-auth's stores, where @better-auth/core keeps them (one set per process, whatever the number of apps). */
function betterAuthStores(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[Symbol.for('better-auth:global')];
  return Object.values(global?.context ?? {}).filter((value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage);
}

async function whileRunning<T>(call: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await call();
  } finally {
    running -= 1;
    if (running === 0) for (const store of betterAuthStores()) store.disable();
  }
}

/** The same auth, its handler and every `api` endpoint counted as running while their promise is pending. */
export function withAsyncContextOnlyWhileRunning<A extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: A): A {
  // better-auth's `api` is a plain object of endpoint functions (with their path and options as properties)
  const api = Object.fromEntries(
    Object.entries(auth.api).map(([name, endpoint]: [string, unknown]) => [
      name,
      typeof endpoint === 'function' ? Object.assign((...args: unknown[]) => whileRunning(() => endpoint(...args)), endpoint) : endpoint,
    ]),
  ) as A['api'];
  return { ...auth, handler: (request: Request) => whileRunning(() => auth.handler(request)), api };
}
