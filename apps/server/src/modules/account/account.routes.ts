import { MSG } from '@homebid/shared/constants';
import { authProvidersSchema, forgotPasswordSchema } from '@homebid/shared/schemas/account';
import { errorResponseSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { routeRateLimit } from '../../platform/security';
import { listAuthProviders, sendPasswordReset } from './account.service';

export async function registerAccountRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/account/providers',
    { schema: { tags: ['account'], summary: 'Social sign-in providers to offer', response: { 200: authProvidersSchema } } },
    async () => listAuthProviders(ctx),
  );

  api.post(
    '/account/forgot-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
      config: routeRateLimit(ctx.config, 5, '1 minute'),
    },
    async (request) => {
      await sendPasswordReset(ctx, request.body.email);
      return { message: MSG.resetSent };
    },
  );
}
