import { Badge, Group, List, Stack, Text } from '@mantine/core';
import {
  dottedTariffCode,
  HS_EXAMPLE_SOURCES,
  type HsExampleSource,
  type HsFinderReasons,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { tariffNoteLabel } from '../../tariffTexts/TariffNotes';
import { matchedWordsText } from './matchedWordsText';

/** Where a supporting text comes from, in the page's language (a source the screen does not know: as sent). */
function sourceName(t: TFunction, source: string): string {
  return (HS_EXAMPLE_SOURCES as readonly string[]).includes(source)
    ? t(`aiTariffSearch.reasons.sources.${source as HsExampleSource}`)
    : source;
}

/** A supporting text with the description's words marked in it. */
function MarkedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <span dir="auto">
      {matchedWordsText(text, words).map((piece, index) =>
        piece.matched ? (
          <mark key={index} className="hs-matched-word">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}

/**
 * Why a code is suggested: the description's words that weighed for it, the tariff's, HS 2022's or
 * labelled texts nearest to the description (their source named, the words marked), and what a note of
 * the chapter or heading excludes.
 */
export function HsSuggestionReasons({ reasons }: { reasons: HsFinderReasons }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {reasons.matchedWords.length > 0 && (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('aiTariffSearch.reasons.matchedWords')}:
          </Text>
          {reasons.matchedWords.map((word) => (
            <Badge key={word} variant="light" color="portal" tt="none" className="hs-matched-word">
              {word}
            </Badge>
          ))}
        </Group>
      )}
      {reasons.supportingTexts.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('aiTariffSearch.reasons.supportingTexts')}
          </Text>
          <List size="sm" spacing={4}>
            {reasons.supportingTexts.map((support, index) => (
              <List.Item key={index}>
                <Text span size="sm" c="dark.5">
                  {sourceName(t, support.source)},{' '}
                  <span className="code-text">{dottedTariffCode(support.code)}</span>:
                </Text>{' '}
                {/* The model reads every language: each text says its own (issue 49). */}
                <span lang={support.language} dir="auto">
                  <MarkedText text={support.text} words={reasons.matchedWords} />
                </span>
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {reasons.exclusions.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('aiTariffSearch.reasons.exclusions')}
          </Text>
          <List size="sm" spacing={4}>
            {reasons.exclusions.map((exclusion, index) => (
              <List.Item key={index}>
                <Text span size="sm" c="dark.5">
                  {tariffNoteLabel(t, exclusion.subject)}:
                </Text>{' '}
                <span dir="auto">{exclusion.text}</span>
                {exclusion.referredCode && (
                  <>
                    {' '}
                    (
                    {t('aiTariffSearch.reasons.referredCode', {
                      code: dottedTariffCode(exclusion.referredCode),
                    })}
                    )
                  </>
                )}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
