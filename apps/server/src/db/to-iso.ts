import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A timestamp column's value as the API sends it (ISO 8601, UTC): a Date from drizzle, or the text raw SQL may return. */
export const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A timestamp as toISOString writes it (UTC, milliseconds), for the JSON PostgreSQL writes itself. */
export const isoText = (column: SQL | AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
