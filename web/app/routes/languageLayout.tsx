import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { AppLayout } from '../features/layout/AppLayout';
import { pathInLanguage } from '../i18n/languagePath';
import { FALLBACK_LANGUAGE, isLanguage } from '../i18n/languages';

/**
 * Every page lives under its language. A first segment that names no language is part of the path:
 * the page opens in the fallback language (/faq → /en/faq, as the legacy redirects of §2 ask).
 */
export default function LanguageLayout() {
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
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
