import { homeBlocks } from '../features/home/homePageData';
import { HomePage } from '../features/home/HomePage';
import { NewsCard } from '../features/news/NewsCard';
import { latestNews } from '../features/news/newsPageData';
import { ToolCards } from '../features/internalTools/ToolCards';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { pageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import type { Route } from './+types/home';

export function loader({ context, params }: Route.LoaderArgs) {
  const source = siteSourceOf(context);
  const language = languageOfParam(params.lang);
  return { blocks: homeBlocks(source, language), news: latestNews(source, language) };
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  pageResult<Awaited<ReturnType<typeof loader>>>(request);

export default function HomeRoute({ loaderData, params }: Route.ComponentProps) {
  const language = languageOfParam(params.lang);
  return (
    <HomePage
      language={language}
      blocks={loaderData.blocks}
      news={loaderData.news.map((item) => (
        <NewsCard key={item.id} item={item} language={language} headingLevel={3} />
      ))}
      tools={<ToolCards language={language} />}
    />
  );
}
