import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../../test/test-app';
import { buildUser, type TestUser } from '../../test/factories';
import { buildOperator, stepUp } from '../../test/support/admin';

// Every operation of the OpenAPI document (so a route added later is swept the day it is added), sent what a user can
// type or a client can send wrong: junk in each path and query parameter, bodies that are no JSON object, each body
// field with a value of the wrong type or size, and broken multipart forms to each upload. None may answer with a
// server error, and every JSON refusal is the one error shape with a message a person can read.

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; enum?: unknown[] };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
interface Attempt {
  what: string;
  url: string;
  body?: string;
  contentType?: string;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const JUNK_TEXT = ['', 'x', '-1', '99999999999999999999', '1e309', '00000000-0000-0000-0000-000000000000', "' or 1=1 --", 'ä'.repeat(3000)];
const WRONG_VALUES: unknown[] = [null, [], {}, 'x', -1, 1.5, 1e308, true, 'x'.repeat(100_000), [null]];
const BOUNDARY = 'sweep';
const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
const END = `--${BOUNDARY}--\r\n`;
/** Multipart bodies a broken or hostile client sends to an upload. */
const BROKEN_FORMS: Record<string, string> = {
  empty: '',
  cut: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
  'of another boundary': `--other\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--other--\r\n`,
  'part without a name': part('Content-Type: text/plain', 'x') + END,
  'text named a picture': part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', 'hello') + END,
  'two files': part('Content-Disposition: form-data; name="file"; filename="a.pdf"', '%PDF-1.4') + part('Content-Disposition: form-data; name="file"; filename="b.pdf"', '%PDF-1.4') + END,
  'a long file name': part(`Content-Disposition: form-data; name="file"; filename="${'ä'.repeat(5000)}.pdf"`, '%PDF-1.4\n%%EOF') + END,
  'fields only, one very long': part('Content-Disposition: form-data; name="note"', 'x'.repeat(100_000)) + part('Content-Disposition: form-data; name="title"', '') + END,
};
const NO_OBJECT_BODIES = ['', '{', 'null', '[]', '"x"', '1', '{"__proto__":{"polluted":true}}'];

function sweep(document: OpenApiDocument, url: string, method: string, operation: Operation): Attempt[] {
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema?.$ref) return schema ?? {};
    return resolve(document.components.schemas[schema.$ref.split('/').pop()!]);
  };
  // a value the schema takes, so a wrong field is the only wrong thing in its body
  const sample = (raw: Schema | undefined, depth = 0): unknown => {
    const schema = resolve(raw);
    if (depth > 4) return null;
    if (schema.enum) return schema.enum[0];
    const variant = schema.anyOf ?? schema.oneOf;
    if (variant) return sample(variant[0], depth + 1);
    if (schema.properties) return Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, sample(value, depth + 1)]));
    if (schema.type === 'array') return [sample(schema.items, depth + 1)];
    if (schema.type === 'string') return 'text';
    if (schema.type === 'integer' || schema.type === 'number') return 1;
    if (schema.type === 'boolean') return true;
    return null;
  };
  const parameters = operation.parameters ?? [];
  // each value escaped as a client would, but for `raw` ones (a malformed escape a hand-typed address can hold)
  const fill = (replaced: Record<string, string> = {}, raw = false) =>
    url.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = replaced[name];
      return value === undefined ? '00000000-0000-4000-8000-000000000000' : raw ? value : encodeURIComponent(value);
    });
  const emptyBody = method === 'get' || method === 'delete' ? {} : { body: '{}', contentType: 'application/json' };
  const attempts: Attempt[] = [];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const text of JUNK_TEXT.filter(Boolean)) attempts.push({ what: `path ${parameter.name}=${text.slice(0, 24)}`, url: fill({ [parameter.name]: text }), ...emptyBody });
    attempts.push({ what: `path ${parameter.name} with a malformed escape`, url: fill({ [parameter.name]: '%E0%A4%A' }, true), ...emptyBody });
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    for (const text of JUNK_TEXT) {
      const value = encodeURIComponent(text);
      attempts.push({ what: `query ${parameter.name}=${text.slice(0, 24)}`, url: `${fill()}?${parameter.name}=${value}`, ...emptyBody });
    }
    attempts.push({ what: `query ${parameter.name} twice`, url: `${fill()}?${parameter.name}=x&${parameter.name}=y`, ...emptyBody });
  }
  const json = operation.requestBody?.content?.['application/json'];
  if (json) {
    for (const body of NO_OBJECT_BODIES) attempts.push({ what: `body ${body || '(empty)'}`, url: fill(), body, contentType: 'application/json' });
    attempts.push({ what: 'body as text/plain', url: fill(), body: 'x', contentType: 'text/plain' });
    const schema = resolve(json.schema);
    const valid = sample(schema) as Record<string, unknown>;
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      const asBody = (value: unknown) => JSON.stringify({ ...valid, [field]: value });
      for (const value of WRONG_VALUES) attempts.push({ what: `field ${field}=${JSON.stringify(value).slice(0, 24)}`, url: fill(), body: asBody(value), contentType: 'application/json' });
      // one level down: each field of a list's items (milestones, items, files)
      const items = resolve(resolve(fieldSchema).items);
      for (const inner of Object.keys(items.properties ?? {})) {
        for (const value of WRONG_VALUES.slice(0, 6)) {
          const item = { ...(sample(items) as Record<string, unknown>), [inner]: value };
          attempts.push({ what: `field ${field}[].${inner}=${JSON.stringify(value)}`, url: fill(), body: asBody([item]), contentType: 'application/json' });
        }
      }
    }
  }
  if (operation.requestBody?.content?.['multipart/form-data']) {
    for (const [what, body] of Object.entries(BROKEN_FORMS)) attempts.push({ what: `form ${what}`, url: fill(), body, contentType: `multipart/form-data; boundary=${BOUNDARY}` });
    attempts.push({ what: 'form without its boundary', url: fill(), body: BROKEN_FORMS.empty, contentType: 'multipart/form-data' });
  }
  return attempts;
}

describe('bad input on every operation of the API', () => {
  let app: App;
  let document: OpenApiDocument;
  let owner: TestUser;
  let contractor: TestUser;
  let operator: TestUser;
  beforeAll(async () => {
    // a sweep sends thousands of requests from one address: the limits are checked in their own tests
    app = await buildTestApp({ RATE_LIMITS: 'false' });
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    [owner, contractor, operator] = await Promise.all([
      buildUser(app, { userType: 'home_owner', onboarded: true }),
      buildUser(app, { userType: 'contractor', onboarded: true }),
      buildOperator(app, 'admin'),
    ]);
    expect((await stepUp(operator, operator.password)).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('answers none of it with a server error, and refuses with the error shape and a message', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!METHODS.has(method)) continue;
        // the console's operations as its operator; the rest as a home owner and as a contractor
        const users = url.startsWith('/api/admin') ? [operator] : [owner, contractor];
        for (const user of users) {
          for (const attempt of sweep(document, url, method, operation)) {
            sent++;
            const response = await user.request({
              method: method.toUpperCase() as 'GET',
              url: attempt.url,
              ...(attempt.body === undefined ? {} : { payload: attempt.body, headers: { 'content-type': attempt.contentType! } }),
            });
            const name = `${method.toUpperCase()} ${url} (${attempt.what})`;
            if (response.statusCode >= 500) problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            else if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('application/json')) {
              const error = (response.json() as { error?: { code?: unknown; message?: unknown } }).error;
              if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message.trim()) problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers an address the router refuses before any route as the API answers any other refusal', async () => {
    const tooLong = await owner.request({ method: 'GET', url: `/api/listings/${'a'.repeat(101)}` });
    const malformed = await owner.request({ method: 'GET', url: '/api/listings/%E0%A4%A' });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([404, { error: { code: 'not_found', message: 'Not found.' } }]);
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: { code: 'bad_url', message: 'This address is not valid.' } }]);
    for (const response of [tooLong, malformed]) expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });
});
