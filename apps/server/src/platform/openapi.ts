import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@homebid/shared/schemas/common';
import type { Config } from '../config';
import { ERROR_STATUSES, type ErrorStatus } from './api-docs';
import { sessionCookieName } from './auth/session';
import type { AppContext } from './context';

/** The name of the one error shape in the document's components. */
export const ERROR_SCHEMA_NAME = 'ErrorResponse';
const ERROR_SCHEMA_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;

/**
 * The OpenAPI document, generated from the routes' zod schemas and what they say of themselves (api-docs.ts):
 * /api/openapi.json, docs at /api/docs. Registered after buildApp decorated the app with its context.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const { config } = app.getDecorator<AppContext>('ctx');
  await app.register(swagger, {
    openapi: {
      info: { title: 'HomeBid API', version: '1.0.0', description: 'Marketplace for home projects in Rhode Island and Massachusetts.' },
      // the app answers at the root of PUBLIC_URL's origin; the paths keep their /api prefix
      servers: [{ url: new URL(config.publicUrl).origin, description: 'This server (PUBLIC_URL)' }],
      components: {
        securitySchemes: securitySchemes(config),
        schemas: { [ERROR_SCHEMA_NAME]: errorShapeJsonSchema() },
      },
    },
    transform: (input) => withUploadForm(referToErrorShape(jsonSchemaTransform(input), input.schema?.response), input.schema?.uploadForm),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** How callers prove who they are: the session cookie, and the providers' signatures on their webhooks. */
function securitySchemes(config: Pick<Config, 'isProduction'>) {
  // as platform/auth/session.ts reads it: better-auth adds the prefix to secure cookies (useSecureCookies in production)
  const cookieName = sessionCookieName(config);
  return {
    session: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: cookieName,
      description:
        "better-auth's session cookie (`<token>.<signature>`, HttpOnly, SameSite=Lax), set by signing in under /api/auth/*. " +
        'Its name is `better-auth.session_token`, with the `__Secure-` prefix when the server runs in production (NODE_ENV=production): ' +
        '`__Secure-better-auth.session_token`. A change (POST, PUT, DELETE) sent with it must name this server in its `Origin` ' +
        '(or `Referer`) header, or it is refused with 403.',
    },
    stripeSignature: {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: 'Stripe-Signature',
      description: "Stripe's signature of the raw body (`t=<time>,v1=<HMAC-SHA256>`) with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET), checked with Stripe's SDK.",
    },
    dwollaSignature: {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: 'X-Request-Signature-SHA-256',
      description: "Dwolla's signature of the raw body: hex HMAC-SHA256 with the webhook secret (DWOLLA_WEBHOOK_SECRET).",
    },
  };
}

/** The one error shape (platform/errors.ts, ErrorBody) as JSON schema, with what each field is for. */
function errorShapeJsonSchema() {
  const schema = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0', io: 'output' }) as JsonObject;
  const fields = (schema.properties as { error: { properties: Record<string, JsonObject> } }).error.properties;
  fields.code.description = "A stable, machine-readable code: 'validation', 'unauthorized', 'not_found', 'already_bid'...";
  fields.message.description = "What went wrong, in words written for the user (the spec's wording).";
  fields.field.description = "For a request value that failed validation: its path in the body, query or path parameters ('items.0.quantity').";
  delete schema.$schema;
  return { ...schema, description: 'Every error of the API has this shape.' };
}

type JsonObject = Record<string, unknown>;
type TransformResult = ReturnType<typeof jsonSchemaTransform>;
/** A response as a route declares it (a zod schema, or one per content type) and as the transform has made it. */
type Responses = Record<string, { content?: Record<string, { schema: unknown }> }>;

/**
 * The error shape is referred to, not copied into each route. An error response a route declares with
 * errorResponses() becomes the JSON the error handler sends, whatever else the route produces (an HTML page), with
 * what its status means in this API; a response per content type keeps its other types.
 */
function referToErrorShape(result: TransformResult, declared: unknown): TransformResult {
  const responses = (result.schema as { response?: Responses }).response;
  if (!responses || !declared) return result;
  const errorShape = { schema: { $ref: ERROR_SCHEMA_REF } };
  for (const [status, schema] of Object.entries(declared as Responses)) {
    if (schema === errorResponseSchema) {
      const description = ERROR_STATUSES[Number(status) as ErrorStatus] ?? 'An error.';
      responses[status] = { description, content: { 'application/json': errorShape } } as Responses[string];
      continue;
    }
    for (const [type, media] of Object.entries(schema?.content ?? {})) {
      if (media.schema === errorResponseSchema) responses[status].content![type] = errorShape;
    }
  }
  return result;
}

/** An upload's multipart form (api-docs.ts `uploadForm`) as its request body, in place of the schema key that carried it. */
function withUploadForm(result: TransformResult, form: Record<string, unknown> | undefined): TransformResult {
  const schema = result.schema as { uploadForm?: unknown; body?: unknown };
  delete schema.uploadForm;
  if (form) schema.body = form;
  return result;
}
