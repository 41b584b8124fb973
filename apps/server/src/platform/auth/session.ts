import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { toFetchHeaders } from './auth.routes';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The signed-in user of this request, or undefined. */
export async function getSessionUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | undefined> {
  if (!request.headers.cookie) return undefined;
  const session = await ctx.auth.api.getSession({ headers: toFetchHeaders(request) });
  return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : undefined;
}

/** The signed-in user, or a 401 with 'Please login to continue.' */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}
