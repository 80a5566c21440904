import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';
import { PageIntro } from '../../content/PageIntro';
import { NewsSearchForm } from './NewsSearchForm';
import { NewsSummaryItem } from './NewsSummaryItem';
import type { NewsListData } from './newsPageData';

/** The news list's heading: the first page's, or which page this is. */
export function newsListHeading(list: NewsListData, t: TFunction): string {
  return list.page > 1 ? t('site.news.titlePage', { page: list.page }) : t('site.news.title');
}

/** Links to the list's pages. */
function NewsPages({ list, language }: { list: NewsListData; language: Language }) {
  const { t } = useTranslation();
  if (list.pageCount < 2) return null;
  const pages = Array.from({ length: list.pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('site.news.pages')} className="site-pages">
      {list.page > 1 && (
        <a href={paths.news.build(language, list.page - 1)} rel="prev">
          {t('site.news.newer')}
        </a>
      )}
      {pages.map((page) =>
        page === list.page ? (
          <span key={page} aria-current="page" className="code-text">
            {page}
          </span>
        ) : (
          <a
            key={page}
            href={paths.news.build(language, page)}
            className="code-text"
            aria-label={t('site.news.pageNumber', { page })}
          >
            {page}
          </a>
        ),
      )}
      {list.page < list.pageCount && (
        <a href={paths.news.build(language, list.page + 1)} rel="next">
          {t('site.news.older')}
        </a>
      )}
    </nav>
  );
}

/** The news list: newest first, a page at a time. */
export function NewsListPage({ list, language }: { list: NewsListData; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="site-narrow">
      <PageIntro title={newsListHeading(list, t)} />
      <NewsSearchForm language={language} />
      {list.items.length === 0 ? (
        <p>{t('site.news.none')}</p>
      ) : (
        <div className="news-list">
          {list.items.map((item) => (
            <NewsSummaryItem key={item.id} item={item} language={language} />
          ))}
        </div>
      )}
      <NewsPages list={list} language={language} />
    </div>
  );
}
