import { decimalFromText, isIsoDate } from '@tsw/domain';
import { cell, type CsvRow, type ImportFormat, type RowReading } from '../importFormat.js';

const ENGLISH = new Intl.DisplayNames('en', { type: 'currency', fallback: 'none' });
const BENGALI = new Intl.DisplayNames('bn', { type: 'currency', fallback: 'none' });

/**
 * Customs exchange-rate histories: one row per currency and date, `date,code,rate` (taka per one unit of the
 * currency), names optional (ICU's English and Bengali names otherwise). Each date is a validity period, so
 * a file of 90 days lands as 90 periods, in one transaction.
 */
export const EXCHANGE_RATE_HISTORY_FORMAT: ImportFormat = {
  name: 'exchange-rates',
  entity: 'exchangeRate',
  description: 'customs rate histories: date, code, rate [, description, descriptionTranslated]',
  repeatedCode: 'reject',
  requiredColumns: ['date', 'code', 'rate'],
  periodColumn: 'date',
  readRow(row: CsvRow): RowReading {
    const date = cell(row, 'date') ?? '';
    if (!isIsoDate(date)) return { problem: `date '${date}' is not a date written YYYY-MM-DD` };
    const code = cell(row, 'code') ?? '';
    if (!/^[A-Z]{3}$/.test(code)) return { problem: `code '${code}' is not three capital letters` };
    const rate = cell(row, 'rate') ?? '';
    const decimal = decimalFromText(rate);
    if (!decimal || decimal.units <= 0n)
      return { problem: `rate '${rate}' is not a positive decimal number` };
    const description = cell(row, 'description') ?? ENGLISH.of(code);
    if (!description) return { problem: `code '${code}' is not a currency ICU knows: give its description` };
    return {
      record: {
        code,
        description,
        descriptionTranslated: cell(row, 'descriptionTranslated') ?? BENGALI.of(code) ?? null,
        rate,
      },
    };
  },
};
