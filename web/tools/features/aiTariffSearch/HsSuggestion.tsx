import { Accordion, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { dottedTariffCode, formatAmount, type HsFinderPrediction, type Language } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HsCodeLinks } from './HsCodeLinks';
import { hsLikelihood, type HsLikelihood } from './hsLikelihood';
import { HsSuggestionDetails } from './HsSuggestionDetails';
import { HsSuggestionReasons } from './HsSuggestionReasons';

/** Each likelihood's colour and the text colour legible on it (WCAG AA at a badge's small size). */
const LIKELIHOOD_COLORS: Readonly<Record<HsLikelihood, { color: string; text: string }>> = {
  veryLikely: { color: 'portal.8', text: 'white' },
  likely: { color: 'teal.9', text: 'white' },
  possible: { color: 'yellow.5', text: 'black' },
  unlikely: { color: 'gray.7', text: 'white' },
};

/**
 * One suggested code: its text, how likely its heading is right (in words, as a number to 2 decimals and as
 * a bar), why, and, opened, its place in the tariff with its national lines. A code with one national line
 * links to the calculator and the guide at once; with several, each line does.
 */
export function HsSuggestion({
  prediction,
  language,
}: {
  prediction: HsFinderPrediction;
  language: Language;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  const code = dottedTariffCode(prediction.hsCode);
  // The probability is its heading's (the API's): the words say so.
  const heading = prediction.hsCode.slice(0, 4);
  const likelihood = hsLikelihood(prediction.probability);
  const onlyLine = prediction.children.length === 1 ? prediction.children[0] : undefined;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid={`hs-suggestion-${prediction.hsCode}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Title order={3} size="h4">
            <span className="code-text">{code}</span>{' '}
            <span dir="auto" lang={prediction.descriptionLanguage}>
              {prediction.description}
            </span>
          </Title>
          <Badge
            color={LIKELIHOOD_COLORS[likelihood].color}
            c={LIKELIHOOD_COLORS[likelihood].text}
            variant="filled"
            style={{ flexShrink: 0 }}
          >
            {t(`aiTariffSearch.likelihood.${likelihood}`)}
          </Badge>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={Math.round(prediction.probability * 100)}
            aria-label={t('aiTariffSearch.probabilityOf', { heading })}
            color={LIKELIHOOD_COLORS[likelihood].color}
            style={{ flex: 1 }}
            size="lg"
          />
          <Text size="sm" style={{ flexShrink: 0 }}>
            {t('aiTariffSearch.probability', {
              heading,
              value: formatAmount(prediction.probability, language),
            })}
          </Text>
        </Group>
        <HsSuggestionReasons reasons={prediction.reasons} />
        {onlyLine && <HsCodeLinks code={onlyLine.code} language={language} named />}
        {/* No sliding open: the place in the tariff arrives after the panel opens, and a panel still
            sliding keeps the height it measured first, hiding the lines under it. */}
        <Accordion value={opened} onChange={setOpened} variant="contained" transitionDuration={0}>
          <Accordion.Item value="details">
            <Accordion.Control>{t('aiTariffSearch.details.open')}</Accordion.Control>
            <Accordion.Panel>
              <HsSuggestionDetails prediction={prediction} language={language} opened={opened !== null} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}
