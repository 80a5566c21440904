/**
 * A cell that a spreadsheet would run as a formula when the file is opened: one that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return (after any apostrophes, which the same rule protects in turn). One made
 * only of digits, spaces and `+ - ( ) . , /` names no function, cell or command, so it stays as it is: a
 * number ("-0.25"), a phone number ("+880 2 9550000"), a range.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const HARMLESS = /^[\d\s+\-().,/]*$/;

/**
 * A cell's text as written: a formula-like text after an apostrophe, which spreadsheets read as "this is text"
 * (CSV injection: a description such as `=HYPERLINK(…)` must not run on an officer's machine).
 */
export function csvSafeText(value: string): string {
  return FORMULA_START.test(value) && !HARMLESS.test(value) ? `'${value}` : value;
}

/** A cell's text as read back from a file this portal wrote: the apostrophe `csvSafeText` added dropped. */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A cell of a CSV file: text made safe, quoted when it holds a comma, quote or line break; null is empty. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  const text = csvSafeText(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
