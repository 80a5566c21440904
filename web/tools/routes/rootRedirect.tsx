import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathInLanguage } from '../../shared/i18n/languagePath';
import { FALLBACK_LANGUAGE } from '../../shared/i18n/languages';

/** "/" opens the portal in the fallback language. */
export default function RootRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(pathInLanguage(location, FALLBACK_LANGUAGE), { replace: true });
  }, [location, navigate]);
  return null;
}
