import { contentDescriptionOf } from '@tsw/domain';
import { siteDescription } from '../../render/siteDescription';
import type { SitePageTemplate } from '../../render/sitePageTemplate';
import { NewsArticlePage } from './NewsArticlePage';
import { newsListHeading, NewsListPage } from './NewsListPage';
import { newsArticleData, newsListData, type NewsArticleData, type NewsListData } from './newsPageData';
import { newsSearchHeading, NewsSearchPage } from './NewsSearchPage';
import { newsSearchData, type NewsSearchData } from './newsSearchData';

/** The news list's pages: the first at news, the others at news/page/2, … */
export const newsListTemplate: SitePageTemplate<NewsListData> = {
  data: (source, { language, params }) =>
    newsListData(source, language, params.page === undefined ? 1 : Number(params.page)),
  head: (list, _request, t, source) => ({
    title: newsListHeading(list, t),
    description: siteDescription('news', t, source),
  }),
  Page: ({ result, request }) => <NewsListPage list={result} language={request.language} />,
};

export const newsArticleTemplate: SitePageTemplate<NewsArticleData> = {
  data: (source, { language, params }) => newsArticleData(source, language, params.slug ?? ''),
  head: ({ article }) => ({ title: article.title, description: contentDescriptionOf(article) }),
  Page: ({ result, request }) => <NewsArticlePage data={result} language={request.language} />,
};

/**
 * The news search's results, drawn for each query (decision 0009). Kept out of search engines: every
 * query would be a page.
 */
export const newsSearchTemplate: SitePageTemplate<NewsSearchData> = {
  data: (source, { language, query }) =>
    newsSearchData(source, language, { q: query.get('q'), category: query.get('category') }),
  head: (results, _request, t) => ({ title: newsSearchHeading(results, t), noindex: true }),
  Page: ({ result, request }) => <NewsSearchPage results={result} language={request.language} />,
};
