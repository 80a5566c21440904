import { hsModelVersionParts } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { isolatedText } from '../../../shared/i18n/isolatedText';

/** Counts of examples in Latin digits with grouping, as the reference lists count their records. */
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/**
 * The line under the suggestions that names the model, in the page's language: when it was built and on how
 * much, read from its version. A version of another form (another service) is not translated: `version`
 * is then the text to show as it came, after `text`.
 */
export function hsModelLine(t: TFunction, version: string): { text: string; version?: string } {
  const parts = hsModelVersionParts(version);
  if (parts?.kind === 'built') {
    return {
      text: t('aiTariffSearch.modelBuilt', {
        date: isolatedText(parts.builtOn),
        examples: isolatedText(COUNT_FORMAT.format(parts.examples)),
        declarations: isolatedText(COUNT_FORMAT.format(parts.pastDeclarations)),
      }),
    };
  }
  if (parts?.kind === 'shipped') {
    return {
      text: t('aiTariffSearch.modelShipped', {
        digest: isolatedText(parts.digest),
        examples: isolatedText(COUNT_FORMAT.format(parts.examples)),
      }),
    };
  }
  return { text: t('aiTariffSearch.modelNamed'), version };
}
