import { compareDecimals, decimalFromText } from '../../exchange/decimalNumber.js';
import { taxColumnsOf, taxRateOf } from '../tariffCode.js';
import type {
  TariffChangedLine,
  TariffChangesAnswer,
  TariffDescriptionChange,
  TariffRateChange,
} from './tariffChangesSchemas.js';

/** What changed in a part of the tariff between two dates; the answer without its dates and scope. */
export type TariffChanges = Pick<TariffChangesAnswer, 'started' | 'ended' | 'descriptions' | 'rates'>;

/**
 * Two rates are the same when they are the same number: "5" and "5.00" are one rate written twice, and a
 * change of notation is not a change of the tariff. Texts that are not numbers compare as texts.
 */
function sameRate(before: string | null, after: string | null): boolean {
  if (before === null || after === null || before === after) return before === after;
  const left = decimalFromText(before);
  const right = decimalFromText(after);
  return left && right ? compareDecimals(left, right) === 0 : before.trim() === after.trim();
}

/**
 * Whether two lines have the same rates written the same way, in the same order: most lines of two periods,
 * which so need no comparison column by column (the whole tariff's comparison is read on every request).
 */
function sameRatesWritten(before: TariffChangedLine, after: TariffChangedLine): boolean {
  return (
    before.taxCodes.length === after.taxCodes.length &&
    before.taxCodes.every((rate, index) => {
      const other = after.taxCodes[index];
      return other !== undefined && rate.name === other.name && rate.value === other.value;
    })
  );
}

function byCode(lines: readonly TariffChangedLine[], scope: string): Map<string, TariffChangedLine> {
  return new Map(lines.filter((line) => line.code.startsWith(scope)).map((line) => [line.code, line]));
}

/**
 * The changes between the lines in force on an earlier date (`before`) and a later one (`after`), for the
 * lines whose code starts with `scope` ('' for the whole tariff): lines started and ended, texts changed,
 * and each rate changed, per tax column. Every list is in code order; rates keep the tariff's texts.
 */
export function tariffChangesBetween(
  before: readonly TariffChangedLine[],
  after: readonly TariffChangedLine[],
  scope = '',
): TariffChanges {
  const earlier = byCode(before, scope);
  const later = byCode(after, scope);
  const codes = [...new Set([...earlier.keys(), ...later.keys()])].sort();
  const started: TariffChangedLine[] = [];
  const ended: TariffChangedLine[] = [];
  const descriptions: TariffDescriptionChange[] = [];
  const rates: TariffRateChange[] = [];
  for (const code of codes) {
    const old = earlier.get(code);
    const current = later.get(code);
    if (!old) {
      if (current) started.push(current);
      continue;
    }
    if (!current) {
      ended.push(old);
      continue;
    }
    if (
      old.description !== current.description ||
      old.descriptionTranslated !== current.descriptionTranslated
    ) {
      descriptions.push({
        code,
        before: old.description,
        after: current.description,
        translatedBefore: old.descriptionTranslated,
        translatedAfter: current.descriptionTranslated,
      });
    }
    if (sameRatesWritten(old, current)) continue;
    // In column order (CD, SD, VAT, AIT, AT, EXD, RD, TTI…), the only names a line's rates have.
    for (const tax of taxColumnsOf([old, current])) {
      const was = taxRateOf(old, tax) ?? null;
      const is = taxRateOf(current, tax) ?? null;
      if (!sameRate(was, is))
        rates.push({ code, description: current.description, tax, before: was, after: is });
    }
  }
  return { started, ended, descriptions, rates };
}
