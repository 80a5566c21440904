import { formatCount, formatDate, hsModelVersionParts, type Language } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { isolatedText } from '../../../shared/i18n/isolatedText';

/**
 * The line under the suggestions that names the model, in the page's language: when it was built and on how
 * much, read from its version, the date and counts as the page writes its others. A version of another form (another service) is not translated: `version`
 * is then the text to show as it came, after `text`.
 */
export function hsModelLine(
  t: TFunction,
  language: Language,
  version: string,
): { text: string; version?: string } {
  const parts = hsModelVersionParts(version);
  if (parts?.kind === 'built') {
    return {
      text: t('aiTariffSearch.modelBuilt', {
        date: isolatedText(formatDate(parts.builtOn, language)),
        examples: isolatedText(formatCount(parts.examples, language)),
        declarations: isolatedText(formatCount(parts.pastDeclarations, language)),
      }),
    };
  }
  if (parts?.kind === 'shipped') {
    return {
      text: t('aiTariffSearch.modelShipped', {
        digest: isolatedText(parts.digest),
        examples: isolatedText(formatCount(parts.examples, language)),
      }),
    };
  }
  return { text: t('aiTariffSearch.modelNamed'), version };
}
