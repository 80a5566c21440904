import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  dottedTariffCode,
  formatAmount,
  hsDescriptionIn,
  hsTitleIn,
  SERVER_PATHS,
  TARIFF_LINE_PAGE,
} from '@tsw/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiFetch } from '../../api/apiFetch';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { useAuth } from '../../auth/authContext';
import { HsTitlesNote } from './HsTitlesNote';
import { TariffAnswerState } from './TariffAnswerState';
import { TariffBreadcrumbs } from './TariffBreadcrumbs';
import { TariffChangesFeedLink } from '../../tariffFeeds/TariffChangesFeedLink';
import { EnglishTextsNote } from '../../tariffTexts/EnglishTextsNote';
import { HsSubheadingText } from '../../tariffTexts/HsSubheadingText';
import { NationalEnglishText } from '../../tariffTexts/NationalEnglishText';
import { TranslatedDescription } from '../../tariffTexts/TranslatedDescription';

/**
 * One national line (its own URL): descriptions, unit, every tax, the way up to its chapter, and links to its
 * taxes, its documents and what changed on it.
 */
export function TariffLinePage({ code }: { code: string }) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const language = languageOfPath(useLocation().pathname);
  const answer = useQuery({
    queryKey: ['tariff-line', code],
    queryFn: () =>
      apiFetch(`${SERVER_PATHS.tariffLines}/${encodeURIComponent(code)}`, TARIFF_LINE_PAGE, { accessToken }),
    enabled: accessToken !== null,
    retry: false,
  });
  const data = answer.data;
  // French and Spanish: the line's own text in the language where imported, else its subheading's, leads,
  // and the national English text once.
  const subheadingText = data ? hsDescriptionIn(data.line, language) : null;
  const headingTitle = data ? hsTitleIn(data.heading, language) : null;
  return (
    <Stack gap="md">
      <title>{dottedTariffCode(code)}</title>
      <TariffBreadcrumbs
        trail={{ from: 'search', ...(data && { chapter: data.chapter, heading: data.heading.code }) }}
      />
      <Title order={1}>
        <span className="code-text">{dottedTariffCode(code)}</span>
      </Title>
      <TariffAnswerState answer={answer} missing={{ text: t('tariff.line.missing') }} />
      {data && (
        <Stack gap="sm" maw={720}>
          {subheadingText ? (
            <>
              <Text fw={600} size="lg" lang={language}>
                {subheadingText}
              </Text>
              <NationalEnglishText text={data.line.description} size="sm" />
            </>
          ) : (
            <>
              <Text fw={600} size="lg" lang="en">
                {data.line.description}
              </Text>
              <TranslatedDescription translated={data.line.descriptionTranslated} size="md" />
              <EnglishTextsNote lines={[data.line]} />
              <HsSubheadingText line={data.line} />
            </>
          )}
          <Text size="sm">
            <span className="code-text">{dottedTariffCode(data.heading.code)}</span>{' '}
            <span lang={headingTitle?.language}>{headingTitle?.text}</span>
          </Text>
          {headingTitle?.language !== 'en' && <HsTitlesNote language={language} />}
          {data.line.supplementaryUnitCode && (
            <Text size="sm">
              {t('tariff.columns.unit')}: {data.line.supplementaryUnitCode}
            </Text>
          )}
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('tariff.line.tax')}</Table.Th>
                <Table.Th scope="col">{t('tariff.line.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.line.taxCodes.map((tax) => (
                <Table.Tr key={tax.name}>
                  <Table.Td>{tax.name}</Table.Td>
                  <Table.Td>
                    <span className="code-text">{formatAmount(tax.value, language)}</span>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group gap="lg">
            <Anchor component={Link} to={paths.taxCalculator.build(language, data.line.code)} fw={600}>
              {t('tariff.line.calculateTaxes')}
            </Anchor>
            <Anchor component={Link} to={paths.tradersGuide.build(language, data.line.code)} fw={600}>
              {t('tradersGuide.tariffLineLink')}
            </Anchor>
            <Anchor
              component={Link}
              to={paths.tariffChanges.build(language, { scope: data.line.code })}
              fw={600}
            >
              {t('tariff.line.changesLink')}
            </Anchor>
          </Group>
          <TariffChangesFeedLink scope={data.line.code} kind="line" />
        </Stack>
      )}
    </Stack>
  );
}
