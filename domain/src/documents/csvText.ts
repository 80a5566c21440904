/** A cell of a CSV file: text as is, quoted when it holds a comma, quote or line break; null is empty. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** What a CSV file starts with, so that Excel reads Bengali and Arabic as UTF-8. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** One row of a CSV file with its RFC 4180 line end: what a streamed file is written in. */
export function csvLine(row: readonly (string | null)[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/**
 * CSV text (RFC 4180 line ends) with a byte-order mark, so that Excel reads Bengali and Arabic as UTF-8;
 * the first row is the header.
 */
export function csvText(rows: readonly (readonly (string | null)[])[]): string {
  return `${CSV_BYTE_ORDER_MARK}${rows.map(csvLine).join('')}`;
}
