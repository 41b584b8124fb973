/** A cell value: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first): prefixed with a quote
 * mark so that it stays text (OWASP's advice on CSV injection). Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, a double quote or a line break, its double quotes doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, each line ended by CRLF (RFC 4180). */
export const csvLines = (rows: CsvValue[][]) => rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
