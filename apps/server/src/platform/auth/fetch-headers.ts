import type { FastifyRequest } from 'fastify';

/** Node headers as fetch Headers, with the client address better-auth's rate limiter keys on. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-client-ip') continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}
