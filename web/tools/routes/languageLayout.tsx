import { data, Outlet, redirect, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PortalConfigContext } from '../api/usePortalConfig';
import { AppLayout } from '../features/layout/AppLayout';
import { loadTranslation } from '../../shared/i18n/i18n';
import { languageOfParam, pathInLanguage } from '../../shared/i18n/languagePath';
import { FALLBACK_LANGUAGE, isLanguage } from '../../shared/i18n/languages';
import { PageAlternates } from '../site/PageAlternates';
import { siteSourceOf } from '../site/siteContext';
import { siteLayoutData, siteLayoutDataInBrowser } from '../site/siteLayoutData';
import type { Route } from './+types/languageLayout';

/** The frame's data, shared by every page of a language (a static query's result). */
export function loader({ context, params }: Route.LoaderArgs) {
  // The generator draws the 500 page as this frame failing.
  if (context.serverError) throw data(null, { status: 500 });
  return siteLayoutData(siteSourceOf(context), languageOfParam(params.lang));
}

/**
 * Pages drawn in the browser (the tools) and a change of language read the frame's data as the site
 * serves it. A first segment that names no language is part of the path: the page moves to the fallback
 * language, in lower case (/FAQ → /en/faq, the legacy redirects), as the server moves it with a 301;
 * done here too for a copy of the site on a static host, whose 404 page is the app's fallback page.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!isLanguage(params.lang)) {
    const url = new URL(request.url);
    const written = params.lang?.toLowerCase();
    const moved = { pathname: url.pathname.toLowerCase(), search: url.search, hash: url.hash };
    throw redirect(pathInLanguage(moved, isLanguage(written) ? written : FALLBACK_LANGUAGE));
  }
  // A page in another language draws in its words: they load with the frame's data.
  const [layout] = await Promise.all([siteLayoutDataInBrowser(params.lang), loadTranslation(params.lang)]);
  return layout;
}

/**
 * The frame's data depends on the language alone: moving to another page, or changing its query, keeps it
 * (and keeps a move between tools free of a wait for it).
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang && defaultShouldRevalidate;
}

/** Every page lives under its language, in the frame that language's data fills. */
export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  const { lang } = useParams();
  if (!isLanguage(lang)) return null;
  return (
    <PortalConfigContext value={loaderData?.portal}>
      {loaderData && <PageAlternates publicUrl={loaderData.portal.publicUrl} />}
      <AppLayout site={loaderData ?? undefined}>
        <Outlet />
      </AppLayout>
    </PortalConfigContext>
  );
}
