import { z } from 'zod';
import { errorResponseSchema } from '@homebid/shared/schemas/common';

/**
 * What a route states about itself in the OpenAPI document (/api/openapi.json) besides its schemas: who may call
 * it (`security`) and the errors it answers with (`errorResponses`). platform/openapi.ts declares the schemes and
 * the error shape; openapi.test.ts fails when an operation leaves any of it out.
 */

/** Which security schemes of the document (platform/openapi.ts) an operation accepts; none: anyone may call it. */
type Security = Array<Record<string, string[]>>;

/** Operations that need a signed-in user (`requireUser`): the session cookie, or 401. */
export const SIGNED_IN: Security = [{ session: [] }];
/** Operations anyone may call. */
export const PUBLIC: Security = [];
/** The payment providers' webhooks: a signature of the raw body, checked before anything else. */
export const STRIPE_SIGNED: Security = [{ stripeSignature: [] }];
export const DWOLLA_SIGNED: Security = [{ dwollaSignature: [] }];

/**
 * Every status the API answers with `{ error: { code, message, field? } }` (platform/errors.ts), and what it means.
 * A route lists those its code can really return; the descriptions are the document's.
 */
export const ERROR_STATUSES = {
  400: 'The request is not valid: a value is missing or wrong (`field` names it when one field is at fault), or what it refers to cannot be used. `message` is written for the user.',
  401: 'Nobody is signed in: the session cookie is missing, expired or revoked.',
  403: "Refused: the signed-in user may not do this, or it is a change (POST, PUT, DELETE) whose Origin is not this server's (a cross-site request).",
  404: 'Not found, or not visible to the signed-in user.',
  409: 'Not possible in the current state (already done, no longer open, not yet allowed).',
  413: 'The request is too large: a file over its limit, more than one file, or too many form fields.',
  422: 'The payment provider refused the request; `message` gives its reason.',
  429: 'Too many requests: try again later.',
  502: 'The text message could not be sent.',
  503: 'The payment provider did not answer in time. The request may or may not have taken effect: repeat it later.',
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** The response schemas of the given error statuses, all of them the one error shape: `...errorResponses(401, 404)`. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}

/** A multipart form as the document shows it (platform/openapi.ts makes it the operation's request body). */
declare module 'fastify' {
  interface FastifySchema {
    uploadForm?: Record<string, unknown>;
  }
}

/**
 * An upload's multipart form for the document: its file part `file` (required or not) and its text fields, from the
 * zod schema the service checks them with. The route reads the form itself (readUploadForm), so it has no body
 * schema for Fastify to validate: `...uploadForm('required', certificateFieldsSchema)` in its schema.
 */
export function uploadForm(file: 'required' | 'optional', fields: z.ZodObject = z.object({})) {
  const text = z.toJSONSchema(fields, { target: 'openapi-3.0', io: 'input' }) as { properties?: Record<string, unknown>; required?: string[] };
  const required = [...(file === 'required' ? ['file'] : []), ...(text.required ?? [])];
  return {
    consumes: ['multipart/form-data'],
    uploadForm: {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary', description: 'The file (one).' }, ...text.properties },
      // JSON Schema's `required` lists one name at least, or is left out
      ...(required.length ? { required } : {}),
    },
  };
}
