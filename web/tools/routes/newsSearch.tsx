import { NewsSearchPage } from '../features/news/NewsSearchPage';
import { newsSearchData } from '../features/news/newsSearchData';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { perRequestPageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import { PER_REQUEST_SITE_PAGE } from '../site/sitePerRequest';
import type { Route } from './+types/newsSearch';

/** Drawn by the server for each query, from the same content as the generated pages (decision 0009). */
export const handle = PER_REQUEST_SITE_PAGE;

export function loader({ context, params, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams;
  return newsSearchData(siteSourceOf(context), languageOfParam(params.lang), {
    q: asked.get('q'),
    category: asked.get('category'),
  });
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  perRequestPageResult<Awaited<ReturnType<typeof loader>>>(request);

export default function NewsSearchRoute({ loaderData, params }: Route.ComponentProps) {
  return <NewsSearchPage results={loaderData} language={languageOfParam(params.lang)} />;
}
