import { CONTENT_LIMITS, type NewsCategory } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { newsCategoryOptions } from '../../../shared/content/newsCategoryOptions';
import type { Language } from '../../../shared/i18n/languages';

/**
 * The public news search box and its category: a plain GET form to the results page, which the server
 * draws for each query.
 */
export function NewsSearchForm({
  language,
  query = '',
  category = null,
}: {
  language: Language;
  query?: string;
  category?: NewsCategory | null;
}) {
  const { t } = useTranslation();
  return (
    <form method="get" action={paths.newsSearch.build(language)} role="search" className="site-form">
      <div className="site-field site-field-wide">
        <label htmlFor="news-q">{t('newsTool.searchLabel')}</label>
        <p id="news-q-hint" className="site-hint">
          {t('newsTool.searchHint')}
        </p>
        <input
          id="news-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={CONTENT_LIMITS.searchTextMaxLength}
          aria-describedby="news-q-hint"
        />
      </div>
      <div className="site-field">
        <label htmlFor="news-category">{t('newsCategory.label')}</label>
        <select id="news-category" name="category" defaultValue={category ?? ''}>
          <option value="">{t('newsCategory.all')}</option>
          {newsCategoryOptions(t).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="site-button site-button-solid">
        {t('site.news.search.submit')}
      </button>
    </form>
  );
}
