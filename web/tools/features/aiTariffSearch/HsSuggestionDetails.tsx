import { Alert, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { dottedTariffCode, type HsFinderPrediction, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { TariffNotes } from '../../tariffTexts/TariffNotes';
import { useHsFinderTree } from './aiTariffSearchApi';
import { HsNationalLinesTable } from './HsNationalLinesTable';

/**
 * An opened suggestion: its place in the tariff (section, chapter, heading, subheading, with their notes),
 * asked when it opens, and its national lines with their taxes, which came with the suggestion. A failed
 * place is said here only (§8): the other suggestions and the lines stay.
 */
export function HsSuggestionDetails({
  prediction,
  language,
  opened,
}: {
  prediction: HsFinderPrediction;
  language: Language;
  opened: boolean;
}) {
  const { t } = useTranslation();
  const tree = useHsFinderTree(prediction.hsCode, language, opened);
  const place = tree.data;
  return (
    <Stack gap="md">
      {tree.isPending && tree.fetchStatus === 'fetching' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('aiTariffSearch.details.loading')}</Text>
        </Group>
      )}
      {tree.isError && (
        <Alert color="red" role="alert" data-testid={`hs-tree-error-${prediction.hsCode}`}>
          {t('aiTariffSearch.details.failed')}
        </Alert>
      )}
      {place && (
        <>
          <List size="sm" spacing={4} className="hs-tree" data-testid={`hs-tree-${prediction.hsCode}`}>
            <List.Item>
              <b>{t('aiTariffSearch.details.section', { code: place.section.roman })}</b>{' '}
              <span dir="auto" lang={place.section.language}>
                {place.section.description}
              </span>
              <List size="sm" spacing={4} withPadding>
                <List.Item>
                  <b>{t('aiTariffSearch.details.chapter', { code: place.chapter.code })}</b>{' '}
                  <span dir="auto" lang={place.chapter.language}>
                    {place.chapter.description}
                  </span>
                  <List size="sm" spacing={4} withPadding>
                    <List.Item>
                      <b>
                        {t('aiTariffSearch.details.heading', { code: dottedTariffCode(place.heading.code) })}
                      </b>{' '}
                      <span dir="auto" lang={place.heading.language}>
                        {place.heading.description}
                      </span>
                      <List size="sm" spacing={4} withPadding>
                        <List.Item>
                          <b>
                            {t('aiTariffSearch.details.subheading', {
                              code: dottedTariffCode(place.subheading.code),
                            })}
                          </b>{' '}
                          <span dir="auto" lang={place.subheading.language}>
                            {place.subheading.description}
                          </span>
                        </List.Item>
                      </List>
                    </List.Item>
                  </List>
                </List.Item>
              </List>
            </List.Item>
          </List>
          <TariffNotes notes={place.notes} titleOrder={4} />
        </>
      )}
      <Stack gap="xs">
        <Title order={4}>{t('aiTariffSearch.details.lines')}</Title>
        {prediction.children.length === 0 ? (
          <Text size="sm">{t('aiTariffSearch.details.noLines')}</Text>
        ) : (
          <HsNationalLinesTable lines={prediction.children} language={language} />
        )}
      </Stack>
    </Stack>
  );
}
