import { eq } from 'drizzle-orm';
import { MSG } from '@homebid/shared/constants';
import type { AuthProviders } from '@homebid/shared/schemas/account';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { users } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

/** Mails a reset link to a registered e-mail; the spec names unknown e-mails on purpose ('Email address is not registered.'). */
export async function sendPasswordReset(ctx: Pick<AppContext, 'config' | 'db' | 'auth'>, email: string): Promise<void> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new AppError('email_not_registered', MSG.emailNotRegistered, 404);
  // the link in the e-mail goes through /api/auth/reset-password/<token>, which redirects to this page with ?token=
  await ctx.auth.api.requestPasswordReset({ body: { email, redirectTo: `${ctx.config.publicUrl}${WEB_PATHS.resetPassword}` } });
}

/** The social providers configured on this server (the same conditions under which auth.ts registers them). */
export function listAuthProviders(ctx: Pick<AppContext, 'config'>): AuthProviders {
  const { config } = ctx;
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    oidc: { enabled: Boolean(config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID), name: config.OIDC_NAME },
  };
}
