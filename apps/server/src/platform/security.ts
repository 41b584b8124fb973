import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';
import { AFTER_FIRST_SCREEN_CSP_SOURCE } from './after-first-screen';
import { forbidden, tooMany } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE = 'Cross-site request refused.';

/** Origins whose pages may send cookie-authenticated changes: the app itself (and Vite's dev server in development). */
export function getTrustedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (!config.isProduction) origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/** Whether a request's Origin is ours: a configured origin, or the host the request was sent to. */
export function trustedOriginCheck(config: Config): (request: FastifyRequest, origin: string) => boolean {
  const trusted = new Set(getTrustedOrigins(config));
  return (request, origin) => trusted.has(origin) || isSameHost(request, origin);
}

function isSameHost(request: FastifyRequest, origin: string) {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Security headers (the document ones on documents only), and cross-site request forgery refused on every change. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const tileOrigin = (() => {
    try {
      return new URL(config.MAP_TILE_URL.replace('{s}.', 'a.')).origin.replace('//a.', '//*.');
    } catch {
      return '';
    }
  })();
  // Stripe.js and its Payment Element, only when the real card provider is configured (docs.stripe.com/security/guide#content-security-policy)
  const stripe = config.STRIPE_PUBLISHABLE_KEY
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : { script: [], frame: [], connect: [] };
  // Plaid Link, only when the real bank-linking provider is configured (plaid.com/docs/link/web, CSP directives)
  const plaid = config.PLAID_CLIENT_ID
    ? { script: ['https://cdn.plaid.com'], frame: ['https://cdn.plaid.com'], connect: ['https://production.plaid.com', 'https://sandbox.plaid.com'] }
    : { script: [], frame: [], connect: [] };
  const helmetHeaders = computeHelmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // the one inline script: the shell's loader of the app after its first screen
        scriptSrc: ["'self'", AFTER_FIRST_SCREEN_CSP_SOURCE, ...stripe.script, ...plaid.script],
        // antd writes its CSS-in-JS into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:', ...stripe.connect, ...plaid.connect],
        ...(stripe.frame.length + plaid.frame.length ? { frameSrc: ["'self'", ...stripe.frame, ...plaid.frame] } : {}),
        // the captcha widget solves its proof of work in a worker built from a blob
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  const everyResponse = helmetHeaders.filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase()));
  const documentsOnly = helmetHeaders.filter(([name]) => DOCUMENT_ONLY_HEADERS.has(name.toLowerCase()));

  const isTrusted = trustedOriginCheck(config);
  // callback hooks, not async ones: every request passes here, and an async hook costs each a promise
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of everyResponse) reply.raw.setHeader(name, value);
    done(crossSiteRefusal(request, isTrusted));
  });
  // what a route set itself stays (an upload's sandboxing CSP, the share page's referrer policy)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (DOCUMENT_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const [name, value] of documentsOnly) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}

/**
 * helmet's headers that only mean something on a document, sent only with HTML (and SVG, which runs script when
 * opened on its own). On HTTP/1.1 every response would repeat their ~600 bytes: each of a phone's API calls, and
 * each script and image of a page. X-Frame-Options stays on everything, as OWASP advises for APIs (a framed
 * response could still be dragged from).
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);
const DOCUMENT_TYPE = /^(text\/html|image\/svg\+xml)/i;

/** The refusal of a cookie-carrying change sent from another site's page, if this request is one. */
function crossSiteRefusal(request: FastifyRequest, isTrusted: ReturnType<typeof trustedOriginCheck>): Error | undefined {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return undefined;
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (origin) return isTrusted(request, origin) ? undefined : forbidden(CROSS_SITE);
  // a browser always names the page that sends a cookie-carrying change; without it we cannot tell who sent it
  if (request.headers.cookie || request.headers['sec-fetch-site'] === 'cross-site') return forbidden(CROSS_SITE);
  return undefined;
}

/**
 * helmet's headers, computed once: with no per-request nonces they are the same on every response, while
 * @fastify/helmet built helmet's middleware (and the CSP string) again for each request.
 */
function computeHelmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** Per-route limit (per client address) for @fastify/rate-limit; none when RATE_LIMITS=false (load benchmarks). */
export function routeRateLimit(config: Config, max: number, timeWindow: string | number, message = TOO_MANY_REQUESTS): { rateLimit?: RateLimitOptions } {
  if (!config.RATE_LIMITS) return {};
  return { rateLimit: { max, timeWindow, errorResponseBuilder: () => tooMany(message) } };
}
