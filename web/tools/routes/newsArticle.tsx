import { NewsArticlePage } from '../features/news/NewsArticlePage';
import { newsArticleData } from '../features/news/newsPageData';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { pageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import type { Route } from './+types/newsArticle';

export function loader({ context, params }: Route.LoaderArgs) {
  return newsArticleData(siteSourceOf(context), languageOfParam(params.lang), params.slug);
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  pageResult<Awaited<ReturnType<typeof loader>>>(request);

export default function NewsArticleRoute({ loaderData, params }: Route.ComponentProps) {
  return <NewsArticlePage data={loaderData} language={languageOfParam(params.lang)} />;
}
