import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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

export const INVALID_DATE = 'Please enter a valid date.';
export const INVALID_VALUE = 'Please check the values you entered.';

/**
 * PostgreSQL errors that can only come from a value the user sent (class 22, data exception), as a readable
 * 400. The code is on the error itself (pg, PGlite) or on its cause (Drizzle wraps driver errors). The
 * statement failed, so its transaction is rolled back and nothing changed.
 */
const INPUT_ERRORS: Record<string, { code: string; message: string }> = {
  // a NUL character or an invalid encoding in text
  '22021': { code: 'unsupported_characters', message: UNSUPPORTED_CHARACTERS },
  '22P05': { code: 'unsupported_characters', message: UNSUPPORTED_CHARACTERS },
  // '2030-02-30' passes a pattern check (and JavaScript's Date.parse) but is no date
  '22007': { code: 'invalid_date', message: INVALID_DATE },
  '22008': { code: 'invalid_date', message: INVALID_DATE },
  // a malformed uuid or number, a number out of the column's range
  '22P02': { code: 'invalid_value', message: INVALID_VALUE },
  '22003': { code: 'invalid_value', message: INVALID_VALUE },
};

function findInputError(error: unknown) {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  for (const code of [codeOf(error), codeOf((error as { cause?: unknown }).cause)]) {
    if (typeof code === 'string' && Object.hasOwn(INPUT_ERRORS, code)) return INPUT_ERRORS[code];
  }
  return undefined;
}

/**
 * What Fastify's router refuses before any route is found, in the one error shape (its own body is another): a path
 * parameter over its 100 characters names nothing there is (as any unknown id, 404), a malformed %-escape is no address.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const answer = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? notFound() : badRequest('This address is not valid.', 'bad_url');
  // no route, so no hook runs for it: the headers every API answer has that matter here are set by hand
  void reply
    .status(answer.status)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send({ error: { code: answer.code, message: answer.message } } satisfies ErrorBody);
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
    const inputError = findInputError(error);
    if (inputError) return reply.status(400).send({ error: inputError } satisfies ErrorBody);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: { code: error.code ?? 'bad_request', message: error.message } } satisfies ErrorBody);
    }
    request.log.error(error);
    return reply.status(500).send({ error: { code: 'internal', message: MSG.genericSaveFailure } } satisfies ErrorBody);
  });
}
