import {
  dottedTariffCode,
  formatAmount,
  type Language,
  type TariffChangedLine,
  type TariffChangesAnswer,
} from '@tsw/domain';
import type { TFunction } from 'i18next';

/** The part of the tariff compared, as a sentence names it: "the whole tariff", "chapter 84", "line 8471.30.00". */
export function tariffChangesScopeText(
  t: TFunction,
  answer: Pick<TariffChangesAnswer, 'scope' | 'scopeKind'>,
): string {
  const code = answer.scopeKind === 'line' ? dottedTariffCode(answer.scope) : answer.scope;
  return t(`tariffChanges.scopeOf.${answer.scopeKind}`, { code });
}

/** A rate before or after, as the screen and the PDF show it; "none" where the line had none. */
export function tariffChangeRateText(t: TFunction, value: string | null, language: Language): string {
  return value === null ? t('tariffChanges.noRate') : formatAmount(value, language);
}

/** A line's rates in one line of text: "CD 5.00 · TTI 10.00". */
export function tariffChangedLineRates(line: TariffChangedLine, language: Language): string {
  return line.taxCodes.map((rate) => `${rate.name} ${formatAmount(rate.value, language)}`).join(' · ');
}

/** A line's text in the reader's language: the Bengali text on a Bengali screen, where the line has one. */
export function tariffChangedLineText(
  line: Pick<TariffChangedLine, 'description' | 'descriptionTranslated'>,
  language: Language,
): { text: string; lang: 'bn' | 'en' } {
  return language === 'bn' && line.descriptionTranslated
    ? { text: line.descriptionTranslated, lang: 'bn' }
    : { text: line.description, lang: 'en' };
}
