import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { dottedTariffCode, formatAmount, type TariffCode } from '@tsw/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { apiFetch, ApiError } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';
import { paths, SERVER_PATHS } from '../../config/paths';
import { languageOfPath } from '../../i18n/languagePath';
import { TariffBreadcrumbs } from './TariffBreadcrumbs';

interface TariffLineAnswer {
  readonly line: TariffCode;
  readonly heading: { readonly code: string; readonly description: string };
  readonly chapter: { readonly code: string; readonly description: string };
}

/** One national line (its own URL): descriptions, unit, every tax, and the way up to its chapter. */
export function TariffLinePage({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const { accessToken } = useAuth();
  const answer = useQuery({
    queryKey: ['tariff-line', code],
    queryFn: () =>
      apiFetch<TariffLineAnswer>(`${SERVER_PATHS.tariffLines}/${encodeURIComponent(code)}`, { accessToken }),
    enabled: accessToken !== null,
    retry: false,
  });
  const missing = answer.error instanceof ApiError && answer.error.status === 404;
  const data = answer.data;
  return (
    <Stack gap="md">
      <title>{dottedTariffCode(code)}</title>
      <TariffBreadcrumbs
        links={[
          { to: paths.tool.build(language, 'tariff-search'), label: t('tools.tariffSearch.title') },
          ...(data
            ? [
                {
                  to: paths.tariffChapter.build(language, data.chapter.code),
                  label: `${t('tariff.browse.chapter', { chapter: data.chapter.code })}: ${data.chapter.description}`,
                },
                {
                  to: paths.tariffHeading.build(language, data.heading.code),
                  label: t('tariff.browse.heading', { heading: dottedTariffCode(data.heading.code) }),
                },
              ]
            : []),
        ]}
      />
      <Title order={1}>
        <span className="code-text">{dottedTariffCode(code)}</span>
      </Title>
      {answer.isPending && <Loader aria-label={t('messages.loading')} />}
      {missing && (
        <Alert color="yellow" role="status">
          {t('tariff.line.missing')}
        </Alert>
      )}
      {answer.isError && !missing && <Alert color="red">{t('messages.somethingWentWrong')}</Alert>}
      {data && (
        <Stack gap="sm" maw={720}>
          <Text fw={600} size="lg">
            {data.line.description}
          </Text>
          {data.line.descriptionTranslated && <Text lang="bn">{data.line.descriptionTranslated}</Text>}
          <Text size="sm">
            <span className="code-text">{dottedTariffCode(data.heading.code)}</span>{' '}
            {data.heading.description}
          </Text>
          <Text size="sm">
            {t('tariff.columns.unit')}: {data.line.supplementaryUnitCode ?? '-'}
          </Text>
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
                    <span className="code-text">{formatAmount(tax.value)}</span>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
