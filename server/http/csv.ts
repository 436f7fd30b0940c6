/**
 * CSV files the portal answers (advisor clients, a plan's subscriptions): UTF-8 with a
 * byte-order mark so spreadsheets read Chinese names, every cell quoted, and a cell that a
 * spreadsheet would take for a formula made text (CSV injection).
 */

/** One cell, quoted; a leading `=`, `+`, `-`, `@`, tab or return that is not a number is escaped. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV text: the BOM, the header line, one line per row, CRLF endings. */
export function csvText(
  columns: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = rows.map((row) => row.map(csvCell).join(','));
  return `\uFEFF${[columns.join(','), ...lines].join('\r\n')}\r\n`;
}
