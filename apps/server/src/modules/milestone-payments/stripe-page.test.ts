import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { AFTER_FIRST_SCREEN_CSP_SOURCE as LOADER } from '../../platform/after-first-screen';
import { buildTestApp } from '../../../test/test-app';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PUBLISHABLE_KEY: 'pk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_local', STRIPE_API_URL: 'http://127.0.0.1:9' };

describe('the card page and the content security policy', () => {
  let sandbox: App;
  let stripe: App;
  beforeAll(async () => {
    [sandbox, stripe] = await Promise.all([buildTestApp(), buildTestApp(STRIPE_ENV)]);
  });
  afterAll(() => Promise.all([sandbox.close(), stripe.close()]));

  // the policy of the pages (an HTML page the server writes itself: an unsubscribe link that is not valid)
  const cspOf = async (app: App) =>
    String((await app.inject({ method: 'GET', url: '/notifications/unsubscribe?token=not-a-token' })).headers['content-security-policy']);

  it("lets Stripe.js and its Payment Element in only when Stripe is configured", async () => {
    expect(stripe.ctx.payments.card.kind).toBe('stripe');
    const withStripe = await cspOf(stripe);
    expect(withStripe).toContain(`script-src 'self' ${LOADER} https://js.stripe.com;`);
    expect(withStripe).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(withStripe).toContain('https://api.stripe.com');
    const withoutStripe = await cspOf(sandbox);
    expect(withoutStripe).not.toContain('stripe.com');
    // the shell's one inline script, by its hash (platform/after-first-screen.ts), and nothing else inline
    expect(withoutStripe).toContain(`script-src 'self' ${LOADER};`);
  });
});
