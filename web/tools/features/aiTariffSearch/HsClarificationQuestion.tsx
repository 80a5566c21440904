import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { HS_CLARIFICATION_CHOICES, type HsClarificationKind, type HsFinderClarification } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isolatedText } from '../../../shared/i18n/isolatedText';

type HsClarificationChoice = (typeof HS_CLARIFICATION_CHOICES)[keyof typeof HS_CLARIFICATION_CHOICES][number];

const KNOWN_CHOICES = new Set<string>(Object.values(HS_CLARIFICATION_CHOICES).flat());

/** The question of a kind, in the page's language; a kind the screen does not know yet asks in English. */
function questionText(t: TFunction, clarification: HsFinderClarification): string {
  const kind = clarification.kind as string;
  return kind in HS_CLARIFICATION_CHOICES
    ? t(`aiTariffSearch.clarification.questions.${kind as HsClarificationKind}`)
    : clarification.question;
}

/** A choice in the page's language; a word the screen does not know yet is shown as the service sent it. */
function choiceLabel(t: TFunction, choice: string): string {
  return KNOWN_CHOICES.has(choice) ? t(`aiTariffSearch.choices.${choice as HsClarificationChoice}`) : choice;
}

/**
 * The question a vague description gets instead of a guess ("parts", "gift"): what it asks, in the page's
 * language, and its choices as buttons. A choice adds its English word to the description, which the
 * model reads, and searches again.
 */
export function HsClarificationQuestion({
  clarification,
  onChoose,
}: {
  clarification: HsFinderClarification;
  onChoose: (choice: string) => void;
}) {
  const { t } = useTranslation();
  const question = questionText(t, clarification);
  return (
    <Paper withBorder p="md" radius="md" maw={760} component="section" aria-labelledby="hs-clarification">
      <Stack gap="sm">
        <Title order={2} size="h3" id="hs-clarification">
          {t('aiTariffSearch.clarification.title')}
        </Title>
        <Text>{t('aiTariffSearch.clarification.term', { term: isolatedText(clarification.term) })}</Text>
        <Text fw={600} size="lg">
          {question}
        </Text>
        <Text size="sm">{t('aiTariffSearch.clarification.choose')}</Text>
        <Group gap="xs" role="group" aria-label={question}>
          {clarification.choices.map((choice) => (
            <Button key={choice} variant="light" onClick={() => onChoose(choice)}>
              {choiceLabel(t, choice)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
