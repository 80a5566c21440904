import { contentGroups } from '../content/contentGroups';
import { FaqPage } from '../features/faq/FaqPage';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { pageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import type { Route } from './+types/faq';

export function loader({ context, params }: Route.LoaderArgs) {
  return { groups: contentGroups(siteSourceOf(context), languageOfParam(params.lang), 'faq', 'faqCategory') };
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  pageResult<Awaited<ReturnType<typeof loader>>>(request);

export default function FaqRoute({ loaderData, params }: Route.ComponentProps) {
  return <FaqPage groups={loaderData.groups} language={languageOfParam(params.lang)} />;
}
