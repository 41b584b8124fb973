/** The rows of a raw `db.execute` result: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
