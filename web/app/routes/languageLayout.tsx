import { useEffect } from 'react';
import {
  data,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { PortalConfigContext } from '../api/usePortalConfig';
import { AppLayout } from '../features/layout/AppLayout';
import { languageOfParam, pathInLanguage } from '../i18n/languagePath';
import { FALLBACK_LANGUAGE, isLanguage } from '../i18n/languages';
import { siteSourceOf } from '../site/siteContext';
import { siteLayoutData, siteLayoutDataInBrowser } from '../site/siteLayoutData';
import type { Route } from './+types/languageLayout';

/** The frame's data, shared by every page of a language (a static query of §7). */
export function loader({ context, params }: Route.LoaderArgs) {
  // The generator draws the 500 page as this frame failing.
  if (context.serverError) throw data(null, { status: 500 });
  return siteLayoutData(siteSourceOf(context), languageOfParam(params.lang));
}

/** Pages drawn in the browser (the tools) and a change of language read the frame's data as the site serves it. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return isLanguage(params.lang) ? siteLayoutDataInBrowser(params.lang) : null;
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

/**
 * Every page lives under its language. A first segment that names no language is part of the path:
 * the page opens in the fallback language (/faq → /en/faq, as the legacy redirects of §2 ask).
 */
export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const known = isLanguage(lang);
  useEffect(() => {
    if (known) return;
    const written = lang?.toLowerCase();
    void navigate(pathInLanguage(location, isLanguage(written) ? written : FALLBACK_LANGUAGE), {
      replace: true,
    });
  }, [known, lang, location, navigate]);
  if (!known) return null;
  return (
    <PortalConfigContext value={loaderData?.portal}>
      <AppLayout site={loaderData ?? undefined}>
        <Outlet />
      </AppLayout>
    </PortalConfigContext>
  );
}
