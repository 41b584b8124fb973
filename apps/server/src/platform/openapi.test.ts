import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { errorResponseSchema } from '@homebid/shared/schemas/common';
import type { App } from '../app';
import { buildTestApp } from '../../test/test-app';
import { buildUser } from '../../test/factories';
import type { ErrorBody } from './errors';
import { ERROR_SCHEMA_NAME } from './openapi';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;
const CHANGES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * What every operation must say of itself, as a list of what is missing ('PUT /api/bids/{id}: no operationId').
 * The statuses it must document follow from what it is: input (parameters or a body) can be refused with 400, a
 * session with 401, a change under /api by the cross-site check with 403 (platform/security.ts), a signature
 * with 400; a public operation has no 401. Every error it documents is the one error shape.
 */
function findUndocumented(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const seenIds = new Map<string, string>();
  for (const [url, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${url}`;
      const problem = (text: string) => problems.push(`${name}: ${text}`);
      const { operationId, summary, security, responses = {} } = operation;

      if (!operationId) problem('no operationId');
      else if (!/^[a-z][a-zA-Z0-9]*$/.test(operationId)) problem(`operationId '${operationId}' is not camelCase`);
      else if (seenIds.has(operationId)) problem(`operationId '${operationId}' is also ${seenIds.get(operationId)}'s`);
      else seenIds.set(operationId, name);
      if (!summary?.trim()) problem('no summary');

      if (!Array.isArray(security)) {
        problem('no security (use SIGNED_IN or PUBLIC from platform/api-docs.ts)');
        continue;
      }
      const schemes = security.flatMap((requirement) => Object.keys(requirement));
      for (const scheme of schemes) if (!document.components.securitySchemes[scheme]) problem(`undeclared security scheme '${scheme}'`);

      const documented = new Set(Object.keys(responses).filter((status) => Number(status) >= 400));
      const required = new Set<string>();
      if (operation.parameters?.length || operation.requestBody) required.add('400');
      if (schemes.includes('session')) required.add('401');
      if (schemes.some((scheme) => scheme !== 'session')) required.add('400');
      if (CHANGES.has(method) && url.startsWith('/api/')) required.add('403');
      for (const status of required) if (!documented.has(status)) problem(`no ${status} response`);
      if (schemes.length === 0 && documented.has('401')) problem('a public operation with a 401 response');
      for (const status of documented) {
        const media = responses[status].content?.['application/json'];
        if (media?.schema?.$ref !== ERROR_REF) problem(`its ${status} response is not the error shape`);
      }
    }
  }
  return problems;
}

/** Runs Redocly CLI's `lint` with its recommended rules on a written copy of the document, and returns its JSON report. */
async function lintWithRedocly(document: OpenApiDocument) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homebid-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document));
    const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const args = [cli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', file];
    // in the temp dir, so no redocly.yaml of ours applies; telemetry off, no update check
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const stdout = await new Promise<string>((resolve, reject) => {
      // it exits with 1 when it finds errors: the report is on stdout either way
      execFile(process.execPath, args, { cwd: dir, env, maxBuffer: 32 * 1024 * 1024 }, (error, out, err) => {
        if (out.trim().startsWith('{')) resolve(out);
        else reject(new Error(`redocly lint gave no report: ${error?.message ?? ''}\n${err}`));
      });
    });
    return JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: 'error' | 'warn'; message: string; location: Array<{ pointer: string }> }>;
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The name of the session cookie that signing up really sets. */
async function sessionCookieNameOf(app: App) {
  const user = await buildUser(app);
  const session = user.cookie.split('; ').find((cookie) => cookie.includes('session_token='));
  return session?.slice(0, session.indexOf('='));
}

const PUBLIC_URL = 'https://homebid.test';

describe('the OpenAPI document (/api/openapi.json)', () => {
  let app: App;
  let document: OpenApiDocument;
  beforeAll(async () => {
    // served as a deployment serves it: from its public address
    app = await buildTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => app.close());

  it('names the server, the session cookie that signing in really sets, the webhook signatures and the error shape', async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
    const { session, stripeSignature, dwollaSignature } = document.components.securitySchemes;
    expect(session).toMatchObject({ type: 'apiKey', in: 'cookie', name: await sessionCookieNameOf(app) });
    expect(stripeSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'Stripe-Signature' });
    expect(dwollaSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Request-Signature-SHA-256' });
    expect(document.components.schemas[ERROR_SCHEMA_NAME]).toMatchObject({
      properties: { error: { properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } }, required: ['code', 'message'] } },
      required: ['error'],
    });
    // the documented shape is the one the error handler sends
    expectTypeOf<z.infer<typeof errorResponseSchema>>().toEqualTypeOf<ErrorBody>();
  });

  it('gives every operation an operationId, a summary, its security and the errors it can answer with', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(findUndocumented(document)).toEqual([]);
  });

  it('documents the payment webhooks with the signature each provider sends', () => {
    expect(document.paths['/api/webhooks/stripe'].post.security).toEqual([{ stripeSignature: [] }]);
    expect(document.paths['/api/webhooks/dwolla'].post.security).toEqual([{ dwollaSignature: [] }]);
  });

  it('keeps the errors of the listing search (a route with its own serializer) the JSON it documents', async () => {
    const signedOut = await app.inject({ method: 'GET', url: '/api/listings' });
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { error: { code: 'unauthorized', message: expect.any(String) } }]);
    const user = await buildUser(app);
    const invalid = await user.request({ method: 'GET', url: '/api/listings?text=' + 'x'.repeat(201) });
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: { code: 'validation', message: 'At most 200 characters.', field: 'text' } }]);
  });

  it.each([
    ['an operationId', (op: Operation) => delete op.operationId, 'PUT /api/bids/{id}: no operationId'],
    ['a summary', (op: Operation) => delete op.summary, 'PUT /api/bids/{id}: no summary'],
    ['its security', (op: Operation) => delete op.security, 'PUT /api/bids/{id}: no security (use SIGNED_IN or PUBLIC from platform/api-docs.ts)'],
    ['its 401', (op: Operation) => delete op.responses!['401'], 'PUT /api/bids/{id}: no 401 response'],
    ['its 400', (op: Operation) => delete op.responses!['400'], 'PUT /api/bids/{id}: no 400 response'],
    ['its 403', (op: Operation) => delete op.responses!['403'], 'PUT /api/bids/{id}: no 403 response'],
    ['the error shape', (op: Operation) => (op.responses!['404'] = { content: { 'application/json': { schema: {} } } }), 'PUT /api/bids/{id}: its 404 response is not the error shape'],
  ])('finds an operation that lacks %s', (_what, breakIt, expected) => {
    const broken = structuredClone(document);
    breakIt(broken.paths['/api/bids/{id}'].put);
    expect(findUndocumented(broken)).toEqual([expected]);
  });

  it("passes Redocly CLI's recommended rules with no error", async () => {
    const report = await lintWithRedocly(document);
    const warnings = report.problems.filter((problem) => problem.severity === 'warn');
    if (warnings.length) console.info(`Redocly warnings:\n${warnings.map((w) => `  ${w.ruleId} ${w.location[0]?.pointer}: ${w.message}`).join('\n')}`);
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // the warnings left are known: no license chosen yet, and operations that cannot answer a 4xx (public reads without input)
    for (const warning of warnings) {
      if (warning.ruleId === 'info-license') continue;
      expect(warning.ruleId).toBe('operation-4xx-response');
      const [, url, method] = /^#\/paths\/(.+)\/(\w+)\/responses$/.exec(warning.location[0].pointer)!;
      const operation = document.paths[url.replaceAll('~1', '/').replaceAll('~0', '~')][method];
      expect({ method, security: operation.security, parameters: operation.parameters ?? [] }).toEqual({ method: 'get', security: [], parameters: [] });
    }
  }, 60_000);
});

describe('the OpenAPI document in production', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-tests-0123456789abcdef' });
  });
  afterAll(() => app.close());

  it('names the __Secure- session cookie that better-auth sets there', async () => {
    const document: OpenApiDocument = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const name = await sessionCookieNameOf(app);
    expect(name).toBe('__Secure-better-auth.session_token');
    expect(document.components.securitySchemes.session.name).toBe(name);
  });
});
