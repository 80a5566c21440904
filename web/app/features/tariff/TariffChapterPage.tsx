import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { paths } from '../../config/paths';
import { languageOfPath } from '../../i18n/languagePath';
import { useTariffChapter } from './tariffBrowseApi';
import { dottedCode } from './TariffResultsTable';

/** Neighbours of a chapter that does not exist (77, 99): the arrows still lead somewhere. */
function neighbours(chapter: string): { previous: string | null; next: string | null } {
  const number = Number(chapter);
  if (!/^\d{2}$/.test(chapter)) return { previous: null, next: '01' };
  const pad = (value: number) => String(value).padStart(2, '0');
  return { previous: number > 1 ? pad(number - 1) : null, next: number < 97 ? pad(number + 1) : null };
}

/** One chapter: its headings and national lines, with arrows to the chapters before and after (§2). */
export function TariffChapterPage({ chapter }: { chapter: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const answer = useTariffChapter(chapter);
  const missing = answer.error instanceof ApiError && answer.error.status === 404;
  const { previous, next } = answer.data ?? neighbours(chapter);
  const arrows = (
    <Group justify="space-between">
      {previous ? (
        <Button component={Link} to={paths.tariffChapter.build(language, previous)} variant="default">
          <span className="mirror-in-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {t('tariff.browse.previous', { chapter: previous })}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button component={Link} to={paths.tariffChapter.build(language, next)} variant="default">
          {t('tariff.browse.next', { chapter: next })}{' '}
          <span className="mirror-in-rtl" aria-hidden="true">
            →
          </span>
        </Button>
      )}
    </Group>
  );
  const title = answer.data
    ? `${t('tariff.browse.chapter', { chapter })}: ${answer.data.description}`
    : t('tariff.browse.chapter', { chapter });
  return (
    <Stack gap="lg">
      <title>{title}</title>
      <Anchor component={Link} to={paths.tariffBrowse.build(language)} size="sm">
        {t('tariff.browse.title')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {answer.data && (
        <Text>
          {t('tariff.browse.section', { section: answer.data.section.roman })}:{' '}
          {answer.data.section.description}
        </Text>
      )}
      {arrows}
      {answer.isPending && <Loader aria-label={t('messages.loading')} />}
      {missing && (
        <Alert color="yellow" role="status" title={t('tariff.browse.missingChapter', { chapter })}>
          {t('tariff.browse.missingChapterHint')}
        </Alert>
      )}
      {answer.isError && !missing && <Alert color="red">{t('messages.somethingWentWrong')}</Alert>}
      {answer.data?.headings.map((heading) => (
        <Stack
          key={heading.code}
          gap="xs"
          component="section"
          id={`heading-${heading.code}`}
          aria-labelledby={`title-${heading.code}`}
        >
          <Title order={2} size="h4" id={`title-${heading.code}`}>
            <span className="code-text">{dottedCode(heading.code)}</span> {heading.description}
          </Title>
          {heading.lines.length === 0 ? (
            <Text size="sm">{t('tariff.browse.noLines')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={700}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('tariff.columns.code')}</Table.Th>
                    <Table.Th scope="col">{t('tariff.columns.description')}</Table.Th>
                    <Table.Th scope="col">{t('tariff.columns.unit')}</Table.Th>
                    <Table.Th scope="col">CD</Table.Th>
                    <Table.Th scope="col">TTI</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {heading.lines.map((line) => (
                    <Table.Tr key={line.code}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.tariffLine.build(language, line.code)}>
                          <span className="code-text">{dottedCode(line.code)}</span>
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td>{line.supplementaryUnitCode ?? '-'}</Table.Td>
                      <Table.Td>
                        <span className="code-text">
                          {formatAmount(line.taxCodes.find((tax) => tax.name === 'CD')?.value)}
                        </span>
                      </Table.Td>
                      <Table.Td>
                        <span className="code-text">
                          {formatAmount(line.taxCodes.find((tax) => tax.name === 'TTI')?.value)}
                        </span>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      ))}
      {answer.data && arrows}
    </Stack>
  );
}
