import { z } from 'zod';
import { outboxEntrySchema } from '@homebid/shared/schemas/account';
import { errorResponses, PUBLIC } from '../../platform/api-docs';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { assertOutboxEnabled, listOutbox } from './outbox.service';

export const outboxQuerySchema = z.object({ to: z.string().trim().max(254, 'At most 254 characters.').optional() });

/** An outbox message with the extra header fields its e-mail carried (List-Unsubscribe...; none for a text). */
export const outboxMessageSchema = outboxEntrySchema.extend({
  headers: z.record(z.string(), z.string()).describe('Extra header fields of an e-mail, name to value (List-Unsubscribe, List-Unsubscribe-Post); empty for a text'),
});

export async function registerOutboxRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        operationId: 'listOutboxMessages',
        summary: 'List the messages the development outbox delivered',
        description: 'Newest first, with each e-mail\'s extra header fields; for one recipient (`to`: an e-mail address or a phone number) or everyone. 404 in production unless OUTBOX=on.',
        security: PUBLIC,
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxMessageSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      assertOutboxEnabled(ctx);
      reply.header('cache-control', 'no-store');
      return listOutbox(ctx, request.query.to || undefined);
    },
  );
}
