import { decimalFromText, decimalText, roundDecimal } from '../exchange/decimalNumber.js';
import type { EntityDefinition } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';

/** Decimals a tax rate is written with at least, as deployed servers send them ("13.00"). */
const TAX_RATE_PLACES = 2;

/** The HS texts a commodity record names its chapter, heading and subheading with. */
export interface HsLevelNames {
  readonly chapters: Readonly<Record<string, string>>;
  readonly headings: Readonly<Record<string, string>>;
  /** Six-digit subheadings; where none are shipped, a record's subheading has no description. */
  readonly subheadings?: Readonly<Record<string, string>>;
}

/**
 * A tax rate as deployed servers write it: exact, with at least two decimals ("5" → "5.00", "12.5" →
 * "12.50", "0.125" kept whole); empty or not a number → null.
 */
export function taxRateForWire(text: string | null | undefined): string | null {
  const value = text === null || text === undefined ? undefined : decimalFromText(text);
  if (!value) return null;
  return decimalText(value.scale < TAX_RATE_PLACES ? roundDecimal(value, TAX_RATE_PLACES) : value);
}

function nameOf(names: Readonly<Record<string, string>> | undefined, code: string | null): string | null {
  if (!names || code === null || !Object.hasOwn(names, code)) return null;
  return names[code] ?? null;
}

/** The first `digits` digits of a code that has them; otherwise what the record says. */
function levelCode(code: string, digits: number, stored: string | null | undefined): string | null {
  return new RegExp(`^\\d{${digits}}`).test(code) ? code.slice(0, digits) : (stored ?? null);
}

/**
 * A stored record with the names deployed servers send: every record carries `validFromDate`
 * and `validToDate` (null while open-ended); as its declaration says, its rate fields (a tariff line's
 * tax01…tax20) as exact decimal strings or null, and the chapter, heading and subheading it falls under,
 * with their HS texts.
 */
export function referenceRecordForWire(
  definition: EntityDefinition,
  record: ReferenceRecord,
  hsNames: () => HsLevelNames,
): ReferenceRecord {
  const wire: Record<string, string | null> = {
    ...record,
    validFromDate: record.validFromDate ?? null,
    validToDate: record.validToDate ?? null,
  };
  for (const field of definition.rateFields) wire[field] = taxRateForWire(record[field]);
  if (!definition.withHsLevels) return wire;
  const code = record.code ?? '';
  const names = hsNames();
  const chapterCode = levelCode(code, 2, record.chapterCode);
  const headingCode = levelCode(code, 4, record.headingCode);
  const subHeadingCode = levelCode(code, 6, record.subHeadingCode);
  wire.chapterCode = chapterCode;
  wire.chapterDescription = nameOf(names.chapters, chapterCode) ?? record.chapterDescription ?? null;
  wire.headingCode = headingCode;
  wire.headingDescription = nameOf(names.headings, headingCode) ?? record.headingDescription ?? null;
  wire.subHeadingCode = subHeadingCode;
  wire.subHeadingDescription =
    nameOf(names.subheadings, subHeadingCode) ?? record.subHeadingDescription ?? null;
  return wire;
}
