import { MSG } from '@homebid/shared/constants';
import { authProvidersSchema, forgotPasswordSchema } from '@homebid/shared/schemas/account';
import { messageResponseSchema } from '@homebid/shared/schemas/common';
import { errorResponses, PUBLIC } from '../../platform/api-docs';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { routeRateLimit } from '../../platform/security';
import { registerAccountSecurityRoutes } from './account-security.routes';
import { listAuthProviders, sendPasswordReset } from './account.service';

export async function registerAccountRoutes(api: ApiInstance, ctx: AppContext) {
  await registerAccountSecurityRoutes(api, ctx);
  api.get(
    '/account/providers',
    { schema: { tags: ['account'], operationId: 'listAuthProviders', summary: 'Social sign-in providers to offer', security: PUBLIC, response: { 200: authProvidersSchema } } },
    async () => listAuthProviders(ctx),
  );

  api.post(
    '/account/forgot-password',
    {
      schema: {
        tags: ['account'],
        operationId: 'requestPasswordReset',
        summary: 'Mail a password reset link',
        description: 'The spec names an unknown e-mail on purpose (404).',
        security: PUBLIC,
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
      config: routeRateLimit(ctx.config, 5, '1 minute'),
    },
    async (request) => {
      await sendPasswordReset(ctx, request.body.email);
      return { message: MSG.resetSent };
    },
  );
}
