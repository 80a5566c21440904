import { CustomPage } from '../features/customPages/CustomPage';
import { customPageData } from '../features/customPages/customPageData';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { pageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import type { Route } from './+types/customPage';

export function loader({ context, params }: Route.LoaderArgs) {
  return customPageData(siteSourceOf(context), languageOfParam(params.lang), params.slug);
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  pageResult<Awaited<ReturnType<typeof loader>>>(request);

export default function CustomPageRoute({ loaderData, params }: Route.ComponentProps) {
  return <CustomPage page={loaderData} language={languageOfParam(params.lang)} />;
}
