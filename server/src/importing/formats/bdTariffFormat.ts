import {
  decimalFromText,
  decimalText,
  roundDecimal,
  TARIFF_TAX_COLUMNS,
  totalTaxIncidence,
  totalTaxIncidenceText,
} from '@tsw/domain';
import { cell, type CsvRow, type ImportFormat, type RowReading } from '../importFormat.js';

const RATE_COLUMNS = ['cd', 'rd', 'sd', 'vat', 'ait', 'at'] as const;
/** A unit of quantity as UN/ECE Recommendation 20 codes it (KGM, NAR, LTR, 2U…). */
const UNIT_CODE = /^[A-Z0-9]{2,3}$/;
/** Published TTI and the one recomputed from the rates may differ by rounding, never by more. */
const TTI_TOLERANCE = 0.01;

function rate(text: string | null): number | undefined {
  if (text === null || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * A rate as the schedule writes it, exactly, with at least two decimals ("10" → "10.00", "7.125" stays):
 * the stored rate is never a binary float's rounding of the published one.
 */
function rateText(text: string | null): string {
  const value = decimalFromText(text ?? '');
  if (!value) throw new RangeError(`not a rate: ${text}`);
  return decimalText(roundDecimal(value, Math.max(2, value.scale)));
}

/** A line's national text; the schedule ends abbreviated ones with "..": the text is kept, the dots dropped. */
function nationalText(row: CsvRow): string | null {
  return (
    cell(row, 'description_bd')
      ?.replace(/\.{2,}$/, '')
      .trim() || null
  );
}

/**
 * The Bangladesh Customs Tariff as the NBR schedule is published (../shared/data/bd-tariff): one
 * eight-digit line per row with CD, RD, SD, VAT, AIT, AT and TTI in percent, kept in the tax columns
 * `TARIFF_TAX_COLUMNS` names (tax01 CD … tax08 TTI).
 */
export const BD_TARIFF_FORMAT: ImportFormat = {
  name: 'bd-tariff',
  entity: 'commodity',
  description:
    'Bangladesh Customs Tariff (NBR schedule): hs_code_digits, description_bd, cd, rd, sd, vat, ait, at, ' +
    'tti_published, and unit (UN/ECE Rec. 20 code) where the file has one',
  repeatedCode: 'reject',
  requiredColumns: ['hs_code_digits', 'description_bd', ...RATE_COLUMNS, 'tti_published'],
  textToCheck(row: CsvRow) {
    const text = nationalText(row);
    return text === null ? undefined : { text, broaderText: cell(row, 'hs6_description') };
  },
  readRow(row: CsvRow): RowReading {
    const code = cell(row, 'hs_code_digits') ?? '';
    if (!/^\d{8}$/.test(code)) return { problem: `hs_code_digits '${code}' is not an eight-digit code` };
    const description = nationalText(row) ?? cell(row, 'hs6_description');
    if (!description) return { problem: 'description_bd is empty' };
    const rates: Partial<Record<(typeof RATE_COLUMNS)[number], number>> = {};
    for (const column of RATE_COLUMNS) {
      const value = rate(cell(row, column));
      if (value === undefined)
        return { problem: `${column} '${cell(row, column) ?? ''}' is not a rate in percent` };
      rates[column] = value;
    }
    const published = rate(cell(row, 'tti_published'));
    if (published === undefined)
      return { problem: `tti_published '${cell(row, 'tti_published') ?? ''}' is not a number` };
    const unit = cell(row, 'unit');
    if (unit !== null && !UNIT_CODE.test(unit)) {
      return { problem: `unit '${unit}' is not a unit code of UN/ECE Recommendation 20 (KGM, NAR…)` };
    }
    const complete = rates as Record<(typeof RATE_COLUMNS)[number], number>;
    const recomputed = totalTaxIncidence(complete);
    if (Math.abs(recomputed - published) > TTI_TOLERANCE) {
      return {
        problem: `tti_published ${published} does not follow from the rates (${totalTaxIncidenceText(complete)})`,
      };
    }
    return {
      record: {
        code,
        description,
        descriptionTranslated: null,
        hsCode: code.slice(0, 6),
        pr1: code.slice(6, 8),
        chapterCode: code.slice(0, 2),
        headingCode: code.slice(0, 4),
        // The NBR schedule has no units; a file with a unit column (an administration's own) gives them.
        supplementaryUnit1Code: unit,
        [TARIFF_TAX_COLUMNS.CD]: rateText(cell(row, 'cd')),
        [TARIFF_TAX_COLUMNS.SD]: rateText(cell(row, 'sd')),
        [TARIFF_TAX_COLUMNS.VAT]: rateText(cell(row, 'vat')),
        [TARIFF_TAX_COLUMNS.AIT]: rateText(cell(row, 'ait')),
        [TARIFF_TAX_COLUMNS.AT]: rateText(cell(row, 'at')),
        [TARIFF_TAX_COLUMNS.EXD]: '0.00',
        [TARIFF_TAX_COLUMNS.RD]: rateText(cell(row, 'rd')),
        [TARIFF_TAX_COLUMNS.TTI]: rateText(cell(row, 'tti_published')),
      },
    };
  },
};
