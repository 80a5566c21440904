import { NewsListPage } from '../features/news/NewsListPage';
import { newsListData } from '../features/news/newsPageData';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { pageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import type { Route } from './+types/newsList';

/** The first page of the news (news) and the further ones (news/page/2): one module, two routes. */
export function loader({ context, params }: Route.LoaderArgs) {
  const page = 'page' in params && params.page !== undefined ? Number(params.page) : 1;
  return newsListData(siteSourceOf(context), languageOfParam(params.lang), page);
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  pageResult<Awaited<ReturnType<typeof loader>>>(request);

export default function NewsListRoute({ loaderData, params }: Route.ComponentProps) {
  return <NewsListPage list={loaderData} language={languageOfParam(params.lang)} />;
}
