import { Outlet, redirect, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PortalConfigContext } from '../api/usePortalConfig';
import { AppLayout } from '../features/layout/AppLayout';
import { loadTranslation } from '../../shared/i18n/i18n';
import { pathInLanguage } from '../../shared/i18n/languagePath';
import { FALLBACK_LANGUAGE, isLanguage } from '../../shared/i18n/languages';
import { siteLayoutDataInBrowser } from '../siteData/siteLayoutDataInBrowser';
import type { Route } from './+types/languageLayout';

/**
 * The frame's data (footer pages, settings), as the information site serves it for every page of a
 * language. A first segment that names no language is part of the path: the page moves to the fallback
 * language, in lower case (/FAQ → /en/faq, the legacy redirects), as the server moves it with a 301;
 * done here too for a copy of the site on a static host, whose 404 page is the tools' page.
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
      <AppLayout site={loaderData ?? undefined}>
        <Outlet />
      </AppLayout>
    </PortalConfigContext>
  );
}
