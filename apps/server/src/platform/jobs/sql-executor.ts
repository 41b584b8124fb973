import { param, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * pg-boss's `db` executor over a Drizzle transaction, so that pg-boss writes commit or roll back with it.
 * pg-boss writes `$1`-style placeholders; each becomes a Drizzle parameter (`param` keeps arrays whole).
 */
export function executorForTransaction(tx: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = text.split(/(\$\d+)/).map((part) => {
        const placeholder = /^\$(\d+)$/.exec(part);
        return placeholder ? sql`${param(values[Number(placeholder[1]) - 1])}` : sql.raw(part);
      });
      const result = await tx.execute(sql.join(chunks, sql.raw('')));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
