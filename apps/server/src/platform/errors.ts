import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@homebid/shared/constants';

/** The one error type of the API: `message` is what the user reads. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(code, message, 400);
export const unauthorized = (message: string = MSG.loginToContinue) => new AppError('unauthorized', message, 401);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message, 403);
export const notFound = (message = 'Not found.') => new AppError('not_found', message, 404);
export const conflict = (message: string, code = 'conflict') => new AppError(code, message, 409);
export const tooMany = (message: string) => new AppError('rate_limited', message, 429);

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export const UNSUPPORTED_CHARACTERS = 'Please remove unsupported characters.';

/**
 * PostgreSQL refuses text it cannot store (a NUL character, invalid encoding): codes 22021 and 22P05, found on
 * the error itself (pg, PGlite) or on its cause (Drizzle wraps driver errors).
 */
function isUnsupportedTextError(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return [codeOf(error), codeOf((error as { cause?: unknown }).cause)].some((code) => code === '22021' || code === '22P05');
}

/** Maps every error to `{ error: { code, message } }`; nothing a client sends can produce a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: { code: error.code, message: error.message } } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      return reply
        .status(400)
        .send({ error: { code: 'validation', message: issue?.message ?? 'Invalid request.', field } } satisfies ErrorBody);
    }
    if (isUnsupportedTextError(error)) {
      return reply.status(400).send({ error: { code: 'unsupported_characters', message: UNSUPPORTED_CHARACTERS } } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: { code: error.code ?? 'bad_request', message: error.message } } satisfies ErrorBody);
    }
    request.log.error(error);
    return reply.status(500).send({ error: { code: 'internal', message: MSG.genericSaveFailure } } satisfies ErrorBody);
  });
}
