import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffSearchAnswer } from './tariffSearchApi';

type TariffMatch = NonNullable<TariffSearchAnswer['lines'][number]['matched']>;

/**
 * Why a line was found for the words searched (issue 41): each word and where it matched — the line's
 * text, its Bengali, its HS subheading or heading — spelt as the tariff spells it where that differs, and
 * the everyday name that led to it. A trader sees why a line ranks, and which words found nothing.
 */
export function TariffMatchNote({ matched }: { matched: TariffMatch | undefined }) {
  const { t } = useTranslation();
  if (!matched) return null;
  // The longest everyday name says most; the words it covers are found by it, not missing.
  const [name] = [...matched.names].sort((left, right) => right.phrase.length - left.phrase.length);
  const named = new Set(name?.phrase.split(' ') ?? []);
  const parts = [
    ...matched.words.flatMap(({ word, found }) => {
      if (!found) return named.has(word) ? [] : [t('tariff.matched.missing', { word })];
      const where = t(`tariff.matched.${found.field}`, { word });
      return [found.match === 'exact' ? where : `${where} ${t('tariff.matched.as', { term: found.term })}`];
    }),
    ...(name ? [t('tariff.matched.name', { phrase: name.phrase })] : []),
  ];
  return (
    <Text size="xs" c="dark.5" className="tariff-match-note">
      {t('tariff.matched.label')}: {parts.join(' · ')}
    </Text>
  );
}
