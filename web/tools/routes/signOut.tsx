import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { useAuth } from '../auth/authContext';
import { WaitingNotice } from './WaitingNotice';

/**
 * Where a page without the sign-in's code (the information site) sends a signed-in user to sign out: the
 * sign-out runs here, and the provider brings them back to the home page. Someone not signed in goes
 * home at once.
 */
export default function SignOutRoute() {
  const { t } = useTranslation();
  const language = languageOfParam(useParams().lang);
  const { status, signOut } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (status === 'signedIn' && !started.current) {
      started.current = true;
      void signOut();
    } else if (status === 'signedOut' || status === 'unavailable') {
      window.location.replace(paths.home.build(language));
    }
  }, [status, signOut, language]);
  return <WaitingNotice text={t('messages.loading')} />;
}
