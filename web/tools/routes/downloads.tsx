import { contentGroups } from '../content/contentGroups';
import { DownloadsPage } from '../features/downloads/DownloadsPage';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { pageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import type { Route } from './+types/downloads';

export function loader({ context, params }: Route.LoaderArgs) {
  return {
    groups: contentGroups(
      siteSourceOf(context),
      languageOfParam(params.lang),
      'download',
      'downloadCategory',
    ),
  };
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  pageResult<Awaited<ReturnType<typeof loader>>>(request);

export default function DownloadsRoute({ loaderData, params }: Route.ComponentProps) {
  return <DownloadsPage groups={loaderData.groups} language={languageOfParam(params.lang)} />;
}
