import { z } from 'zod';
import { outboxEntrySchema } from '@homebid/shared/schemas/account';
import { errorResponseSchema } from '@homebid/shared/schemas/common';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { assertOutboxEnabled, listOutbox } from './outbox.service';

export const outboxQuerySchema = z.object({ to: z.string().trim().max(254, 'At most 254 characters.').optional() });

export async function registerOutboxRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the development outbox delivered, newest first (404 in production unless OUTBOX=on)',
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxEntrySchema), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      assertOutboxEnabled(ctx);
      reply.header('cache-control', 'no-store');
      return listOutbox(ctx, request.query.to || undefined);
    },
  );
}
