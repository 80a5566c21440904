/** A cell of a CSV file: text as is, quoted when it holds a comma, quote or line break; null is empty. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * CSV text (RFC 4180 line ends) with a byte-order mark, so that Excel reads Bengali and Arabic as UTF-8;
 * the first row is the header.
 */
export function csvText(rows: readonly (readonly (string | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
