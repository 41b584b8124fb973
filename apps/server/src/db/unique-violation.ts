const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is PostgreSQL's unique violation. drizzle wraps a failed query's error (DrizzleQueryError,
 * the driver's error as its cause), so the causes are searched too.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
