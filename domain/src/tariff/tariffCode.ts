import { TAX_FIELD_NAMES } from '../reference/entityCatalog.js';
import type { ReferenceRecord } from '../reference/referenceRecord.js';
import { TARIFF_TAX_COLUMNS } from './tariffTaxColumns.js';

/** Display names of the tax columns (tax01 CD … tax08 TTI); columns past tax08 keep their field name. */
const TAX_DISPLAY_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(TARIFF_TAX_COLUMNS).map(([name, field]) => [field, name]),
);

export function taxDisplayName(field: string): string {
  return TAX_DISPLAY_NAMES.get(field) ?? field;
}

export interface TaxCode {
  readonly name: string;
  readonly value: string;
}

/** A line of the tariff as the tariff screens show it. */
export interface TariffCode {
  readonly code: string;
  readonly description: string;
  readonly descriptionTranslated: string | null;
  readonly supplementaryUnitCode: string | null;
  /** The non-empty tax columns, in column order tax01…tax20, under their display names. */
  readonly taxCodes: readonly TaxCode[];
  /**
   * The HS 2022 text of the line's six-digit subheading, shown beside the national text so that a national
   * text cut short never leaves the line's meaning unknown (issue 41); null where HS 2022 has none.
   */
  readonly hsDescription?: string | null;
  /**
   * The French and Spanish texts of that subheading (the EU's Combined Nomenclature; the French is HS's
   * own): a national line has none of its own in those languages, so that a French or Spanish screen shows
   * its subheading's, with the national English text once (issue 49).
   */
  readonly hsDescriptionFr?: string;
  readonly hsDescriptionEs?: string;
  /**
   * The administration's own national text in French, Spanish or Arabic, where it imported one
   * (tariff-texts): it then takes the subheading's place on a screen in that language.
   */
  readonly descriptionFr?: string;
  readonly descriptionEs?: string;
  readonly descriptionAr?: string;
  /**
   * Set on an HS 2022 subheading that the loaded schedule has no line under (scheduleGaps.ts): its text is
   * HS 2022's and it has no rates here, so that a search for goods the schedule lacks says so rather than
   * finding nothing, or something else.
   */
  readonly notInSchedule?: true;
}

export function tariffCodeFromRecord(record: ReferenceRecord): TariffCode {
  const taxCodes: TaxCode[] = [];
  for (const field of TAX_FIELD_NAMES) {
    const value = record[field];
    if (value !== null && value !== undefined && value.trim() !== '') {
      taxCodes.push({ name: taxDisplayName(field), value });
    }
  }
  return {
    code: record.code ?? '',
    description: record.description ?? '',
    descriptionTranslated: record.descriptionTranslated ?? null,
    supplementaryUnitCode: record.supplementaryUnit1Code ?? null,
    taxCodes,
    ...(record.descriptionFr && { descriptionFr: record.descriptionFr }),
    ...(record.descriptionEs && { descriptionEs: record.descriptionEs }),
    ...(record.descriptionAr && { descriptionAr: record.descriptionAr }),
  };
}

/** Whether any of the lines has a unit: a unit column empty on every line says nothing, and is left out. */
export function linesHaveUnits(lines: readonly Pick<TariffCode, 'supplementaryUnitCode'>[]): boolean {
  return lines.some((line) => line.supplementaryUnitCode);
}

/**
 * The line's HS 2022 subheading text where it tells more than the national text: not where the two are
 * the same words (most lines of six digits and "00"), whatever their case and punctuation.
 */
export function hsDescriptionBeside(line: Pick<TariffCode, 'description' | 'hsDescription'>): string | null {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const hs = line.hsDescription;
  return hs && words(hs) !== words(line.description) ? hs : null;
}

/** The administration's own national text of a line in the screen's language (French, Spanish, Arabic). */
export function nationalDescriptionIn(
  line: Pick<TariffCode, 'descriptionFr' | 'descriptionEs' | 'descriptionAr'>,
  language: string,
): string | null {
  return { fr: line.descriptionFr, es: line.descriptionEs, ar: line.descriptionAr }[language] || null;
}

/**
 * The line's text in the screen's language, shown in place of the English texts with the national English
 * text once: the administration's own national text where it imported one (French, Spanish, Arabic), else
 * the subheading's where the nomenclature gives one (French, Spanish).
 */
export function hsDescriptionIn(
  line: Pick<
    TariffCode,
    'hsDescriptionFr' | 'hsDescriptionEs' | 'descriptionFr' | 'descriptionEs' | 'descriptionAr'
  >,
  language: string,
): string | null {
  const subheading = { fr: line.hsDescriptionFr, es: line.hsDescriptionEs }[language];
  return nationalDescriptionIn(line, language) || subheading || null;
}

/** The tax columns some of the lines have, in column order tax01…tax20 (the export and print columns). */
export function taxColumnsOf(lines: readonly Pick<TariffCode, 'taxCodes'>[]): string[] {
  const present = new Set(lines.flatMap((line) => line.taxCodes.map((tax) => tax.name)));
  return TAX_FIELD_NAMES.map(taxDisplayName).filter((name) => present.has(name));
}

/** A line's rate of one tax (by display name: CD, TTI…), or undefined when the line has none. */
export function taxRateOf(line: Pick<TariffCode, 'taxCodes'>, taxName: string): string | undefined {
  return line.taxCodes.find((tax) => tax.name === taxName)?.value;
}

/** A code as people write it: 8471.30.00, 0101.21 (heading, subheading, national digits). */
export function dottedTariffCode(code: string): string {
  return code.replace(
    /^(\d{4})(\d{2})(\d{2})?(\d+)?$/,
    (_whole, heading: string, sub: string, national?: string, rest?: string) =>
      [heading, sub, national, rest].filter(Boolean).join('.'),
  );
}
