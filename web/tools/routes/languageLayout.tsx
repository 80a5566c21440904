import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PortalConfigContext } from '../api/usePortalConfig';
import { AppLayout } from '../features/layout/AppLayout';
import { siteLayoutQuery } from '../siteData/siteLayoutQuery';
import { pathInLanguage } from '../../shared/i18n/languagePath';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';

/**
 * Every page lives under its language, in the frame that language's data fills. A first segment that
 * names no language is part of the path: the page moves to the fallback language, in lower case (/FAQ →
 * /en/faq, the legacy redirects), as the server moves it with a 301; done here too for a copy of the site
 * on a static host, whose 404 page is the tools' page.
 */
export default function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLanguage(lang)) {
    const written = lang?.toLowerCase();
    const moved = { pathname: location.pathname.toLowerCase(), search: location.search, hash: location.hash };
    return <Navigate replace to={pathInLanguage(moved, isLanguage(written) ? written : FALLBACK_LANGUAGE)} />;
  }
  return <LanguageFrame language={lang} />;
}

function LanguageFrame({ language }: { language: Language }) {
  const { data: site } = useSuspenseQuery(siteLayoutQuery(language));
  return (
    <PortalConfigContext value={site?.portal}>
      <AppLayout site={site ?? undefined}>
        <Outlet />
      </AppLayout>
    </PortalConfigContext>
  );
}
