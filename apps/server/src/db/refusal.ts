import { sql, type SQL } from 'drizzle-orm';

/** The SQLSTATE of a refusal raised by refuse_when_null (migration 0031). */
const REFUSAL = 'HB409';

/**
 * `value` (SQL) as the statement reads it, or a refusal with `reason` when it is null: the guard of a write that may
 * only go ahead when an entry of its statement found a row, e.g. a bid's listing when its lock found it open. The
 * error aborts the statement, so none of its writes is kept. The caller tells the user why (refusalOf).
 */
export const refuseWhenNull = (value: SQL, reason: string): SQL => sql`refuse_when_null(${value}, ${reason}::text)`;

/** The reason of a refusal (refuseWhenNull) that failed a statement, searched through drizzle's wrapping errors. */
export function refusalOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === REFUSAL) return (e as { message?: string }).message;
  }
  return undefined;
}
