import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { PUBLIC } from '../../platform/api-docs';

export async function registerHealthRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        security: PUBLIC,
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
}
