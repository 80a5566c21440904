import { CONTENT_LIMITS } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { HighlightedText } from '../../../shared/content/HighlightedText';
import type { Language } from '../../../shared/i18n/languages';
import { NewsSearchForm } from './NewsSearchForm';
import { NewsSummaryItem } from './NewsSummaryItem';
import type { NewsSearchData } from './newsSearchData';

/** The results page's title: the words searched, the category listed, or the search itself. */
export function newsSearchHeading(results: NewsSearchData, t: TFunction): string {
  const { query, category, problem } = results;
  // The words are isolated (FSI…PDI), so that Latin words in a right-to-left title keep their quotes.
  if (problem) return t('site.news.search.title');
  return query.trim()
    ? t('site.news.search.resultsTitle', { query: `\u2068${query}\u2069` })
    : t('site.news.search.categoryTitle', { category: t(`newsCategory.${category ?? 'all'}`) });
}

/**
 * The public news search's results (drawn by the server for each query): the box with the words searched,
 * then the items found newest first with the words marked, "Your search result is empty", or why the words
 * could not be searched.
 */
export function NewsSearchPage({ results, language }: { results: NewsSearchData; language: Language }) {
  const { t } = useTranslation();
  const { query, category, problem, total } = results;
  return (
    <div className="site-narrow site-stack">
      <a href={paths.news.build(language)} className="site-back">
        {t('site.news.backToList')}
      </a>
      <h1>{newsSearchHeading(results, t)}</h1>
      <NewsSearchForm language={language} query={query} category={category} />
      {problem && (
        <p className="site-alert site-alert-error" role="alert">
          {problem === 'tooLong'
            ? t('site.news.search.tooLong', { max: CONTENT_LIMITS.searchTextMaxLength })
            : t('site.news.search.empty')}
        </p>
      )}
      {!problem && total === 0 && (
        <p className="site-alert" role="status">
          {t('helpDesk.emptyResult')}
        </p>
      )}
      {total > 0 && (
        <p role="status">
          {total > results.results.length
            ? t('site.news.search.countShown', { count: total, shown: results.results.length })
            : t('newsTool.count', { count: total })}
        </p>
      )}
      <div className="news-list">
        {results.results.map(({ item, excerpt }) => (
          <NewsSummaryItem
            key={item.id}
            item={item}
            language={language}
            title={<HighlightedText text={item.title} query={query} />}
            text={<HighlightedText text={excerpt} query={query} />}
          />
        ))}
      </div>
    </div>
  );
}
