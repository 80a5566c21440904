import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { TableExportButtons } from '../../documents/TableExportButtons';
import { ListFooter } from '../../tables/ListFooter';
import type { TableSort } from '../../tables/tableSort';
import type { ListPageParams } from '../../tables/useListPageParams';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { tariffExportTable, tariffPdfContent } from './tariffExport';
import { TariffResultsTable } from './TariffResultsTable';
import { EnglishTextsNote } from '../../tariffTexts/EnglishTextsNote';
import { allResultLines, type TariffSearchAnswer, type TariffSort } from './tariffSearchApi';

/**
 * A search's lines: the table, the count, the page size and pages, and the exports of the whole result.
 * `settled` says the answer is the current query's, not the previous one still on screen.
 */
export function TariffSearchResults({
  answer,
  settled,
  query,
  paging,
  sort,
}: {
  answer: TariffSearchAnswer;
  settled: boolean;
  query: { q: string; date: string };
  paging: ListPageParams;
  sort: TableSort<TariffSort>;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const language = languageOfPath(useLocation().pathname);
  /** The whole result, not only the page shown, in the table's columns. */
  const exportContent = async () => {
    const lines = await allResultLines(
      { q: query.q, date: query.date, sort: sort.by, order: sort.order, lang: language },
      answer.total,
      accessToken,
    );
    return {
      table: tariffExportTable(t, lines, language),
      pdf: tariffPdfContent(t, lines, { language, query: query.q, date: answer.date ?? query.date }),
    };
  };
  return (
    <Stack gap="sm">
      <EnglishTextsNote lines={answer.lines} />
      <TariffResultsTable
        lines={answer.lines}
        language={language}
        sort={sort}
        lineHref={(code) => paths.tariffLine.build(language, code)}
      />
      <ListFooter
        count={t('tariff.resultCount', { count: answer.total })}
        total={answer.total}
        paging={paging}
        sizeLabel={t('tariff.pageSize')}
        settled={settled}
      >
        <TableExportButtons
          fileName="tariff-search"
          title={t('tariff.export.table')}
          content={exportContent}
        />
      </ListFooter>
    </Stack>
  );
}
