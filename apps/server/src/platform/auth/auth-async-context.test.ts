import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { withAsyncContextOnlyWhileRunning } from './auth-async-context';
import { cookieFrom } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

/**
 * Whether promises are being tracked by async hooks: with an AsyncLocalStorage enabled, Node 20 gives every new
 * promise its async ids (and the stores' values) as symbol-keyed properties.
 */
const promisesTracked = () => Object.getOwnPropertySymbols(Promise.resolve()).length > 0;

describe("better-auth's async context, on only while better-auth runs", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signUp = (n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': `198.51.100.${n}` },
      payload: { name: `Async ${n}`, email: `async-context-${n}@example.com`, password: 'correct-horse-battery' },
    });

  it('keeps the context through overlapping calls, and switches promise tracking off once none is running', async () => {
    expect(promisesTracked()).toBe(false);
    // started together, so each call's stores are switched on while the others are still running
    const responses = await Promise.all([1, 2, 3, 4].map(signUp));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses.map((r) => r.json().user.name)).toEqual(['Async 1', 'Async 2', 'Async 3', 'Async 4']);
    expect(promisesTracked()).toBe(false);

    // the next call switches the context on again: sign-in and the session it made both work
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': '198.51.100.9' },
      payload: { email: 'async-context-2@example.com', password: 'correct-horse-battery' },
    });
    expect(signIn.statusCode).toBe(200);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: cookieFrom(signIn) } });
    expect(session.json().user.email).toBe('async-context-2@example.com');
    expect(promisesTracked()).toBe(false);
  });

  it('switches it off after a call through auth.api that fails', async () => {
    await expect(app.ctx.auth.api.signInEmail({ body: { email: 'nobody@example.com', password: 'wrong-password-here' } })).rejects.toThrow();
    expect(promisesTracked()).toBe(false);
  });
});

describe('withAsyncContextOnlyWhileRunning', () => {
  it('leaves the stores on while another call is still running', async () => {
    // a store where better-auth keeps its own, and an auth whose handler reads it after waiting
    const global = ((globalThis as Record<symbol, { context: Record<string, unknown> }>)[Symbol.for('better-auth:global')] ??= { context: {} });
    const store = new AsyncLocalStorage<string>();
    global.context.testStore = store;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const auth = withAsyncContextOnlyWhileRunning({
      handler: (request: Request) =>
        store.run(request.url, async () => {
          if (request.url.endsWith('/slow')) await gate;
          await Promise.resolve();
          return new Response(store.getStore() ?? 'lost');
        }),
      api: {},
    });
    try {
      const slow = auth.handler(new Request('http://test/slow'));
      expect(await (await auth.handler(new Request('http://test/fast'))).text()).toBe('http://test/fast');
      release();
      expect(await (await slow).text()).toBe('http://test/slow');
      expect(promisesTracked()).toBe(false);
    } finally {
      delete global.context.testStore;
      store.disable();
    }
  });
});
