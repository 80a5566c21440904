import { asciiDigits } from '@tsw/domain';

export interface RatesCsvReading {
  readonly rates: readonly { readonly code: string; readonly rate: string }[];
  /** Lines (from 1) that hold no code and rate. */
  readonly badLines: readonly number[];
}

const cellText = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** The file's one separator, from its first line: a tab, else a semicolon, else a comma. */
function separatorOf(firstLine: string): string {
  return firstLine.includes('\t') ? '\t' : firstLine.includes(';') ? ';' : ',';
}

/**
 * The rates of a CSV file a rates desk keeps: a code and a rate per line (`USD,122.5012`), comma, semicolon
 * or tab separated (one separator for the whole file), with an optional header naming the columns `code` (or
 * `currency`) and `rate`. In a file separated by semicolons or tabs, a decimal comma (`122,5`) is read as a
 * point. A line with more cells than its columns is named, never cut short. Rates are otherwise taken as
 * written; the publication's checks judge them.
 */
export function ratesFromCsv(text: string): RatesCsvReading {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const separator = separatorOf(lines.find((line) => line.trim() !== '') ?? '');
  let [codeColumn, rateColumn, columns] = [0, 1, 2];
  const rates: { code: string; rate: string }[] = [];
  const badLines: number[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split(separator).map(cellText);
    const names = cells.map((cell) => cell.toLowerCase());
    if (index === 0 && names.includes('rate')) {
      columns = cells.length;
      codeColumn = names.includes('code') ? names.indexOf('code') : Math.max(names.indexOf('currency'), 0);
      rateColumn = names.indexOf('rate');
      return;
    }
    const code = cells[codeColumn]?.toUpperCase() ?? '';
    const written = asciiDigits(cells[rateColumn] ?? '');
    const rate = separator !== ',' && /^\d+,\d+$/.test(written) ? written.replace(',', '.') : written;
    if (code === '' || rate === '' || cells.length > columns) badLines.push(index + 1);
    else rates.push({ code, rate });
  });
  return { rates, badLines };
}
