import type { FastifyReply } from 'fastify';

/**
 * For the routes whose answer the database writes as JSON text (the search page, the own profile: the busiest
 * reads): the 200 body goes out as it is, without Node parsing and serializing it again; errors are objects as on
 * every route. The route's schema still documents the answer, and a test checks each such text against it.
 */
export const jsonTextSerializer =
  ({ httpStatus }: { httpStatus?: string }) =>
  (payload: unknown): string =>
    httpStatus === '200' ? (payload as string) : JSON.stringify(payload);

/** Sends JSON text the database wrote (see jsonTextSerializer) as the route's answer. */
export const sendJsonText = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);
