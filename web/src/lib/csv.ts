/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180); null is empty. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of fields. */
export function csvLine(fields: readonly (string | number | null)[]): string {
  return fields.map(csvField).join(',');
}

/** A CSV text: the header, then one line per row, each ended by CRLF (RFC 4180). */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return `${[header.join(','), ...rows.map(csvLine)].join('\r\n')}\r\n`;
}

/** Saves a CSV text as a file through a temporary `<a download>` object URL. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
