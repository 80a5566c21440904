import { Stack, Text, Title } from '@mantine/core';
import type { HsFinderSearchAnswer, Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { HsSuggestion } from './HsSuggestion';
import { hsModelLine } from './hsModelLine';

/** The suggestions of one answer, the most likely first, and the model that made them. */
export function HsSuggestionList({ answer, language }: { answer: HsFinderSearchAnswer; language: Language }) {
  const { t } = useTranslation();
  const model = hsModelLine(t, language, answer.model.version);
  return (
    <Stack gap="md" component="section" aria-labelledby="hs-suggestions">
      <div>
        <Title order={2} id="hs-suggestions">
          {t('aiTariffSearch.resultsTitle')}
        </Title>
        <Text size="sm">{t('aiTariffSearch.resultsFor', { query: isolatedText(answer.query) })}</Text>
      </div>
      <Stack gap="md" component="ol" className="hs-suggestions" data-testid="hs-suggestions">
        {answer.predictions.map((prediction) => (
          <HsSuggestion key={prediction.hsCode} prediction={prediction} language={language} />
        ))}
      </Stack>
      <Text size="xs" c="dark.5" data-testid="hs-model">
        {model.text}{' '}
        {model.version !== undefined && (
          // A version of another service's form: data, written in English, left to right.
          <>
            <bdi lang="en" dir="ltr">
              {model.version}
            </bdi>{' '}
          </>
        )}
        {t('aiTariffSearch.checkTariff')}
      </Text>
    </Stack>
  );
}
