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

/**
 * The rates of a CSV file a rates desk keeps: a code and a rate per line (`USD,122.5012`), comma, semicolon
 * or tab separated, with an optional header naming the columns `code` (or `currency`) and `rate`. Rates are
 * taken as written; the publication's checks judge them.
 */
export function ratesFromCsv(text: string): RatesCsvReading {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let [codeColumn, rateColumn] = [0, 1];
  const rates: { code: string; rate: string }[] = [];
  const badLines: number[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split(/[,;\t]/).map(cellText);
    const names = cells.map((cell) => cell.toLowerCase());
    if (index === 0 && names.includes('rate')) {
      codeColumn = names.includes('code') ? names.indexOf('code') : Math.max(names.indexOf('currency'), 0);
      rateColumn = names.indexOf('rate');
      return;
    }
    const code = cells[codeColumn]?.toUpperCase() ?? '';
    const rate = asciiDigits(cells[rateColumn] ?? '');
    if (code === '' || rate === '') badLines.push(index + 1);
    else rates.push({ code, rate });
  });
  return { rates, badLines };
}
