/** A timestamp column's value as the API sends it (ISO 8601, UTC): a Date from drizzle, or the text raw SQL may return. */
export const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
