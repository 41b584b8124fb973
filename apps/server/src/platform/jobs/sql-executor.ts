import { param, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeShaped } from '../../db/prepared';

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
      const statement = sql.join(chunks, sql.raw(''));
      // named by its text, as on pg-boss's own pool (boss-pool.ts): its insert of a batch of jobs is the same statement
      // at every pump; a text without values may hold several statements, which a named statement cannot
      const result = values.length ? await executeShaped(tx, 'pgboss', statement) : await tx.execute(statement);
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
