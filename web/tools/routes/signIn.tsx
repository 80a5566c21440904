import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { useAuth } from '../auth/authContext';
import { WaitingNotice } from './WaitingNotice';

/** A path of this site to return to; anything else (another site, `//host`) returns home instead. */
function ownPath(candidate: string | null, home: string): string {
  return candidate?.startsWith('/') && !candidate.startsWith('//') ? candidate : home;
}

/**
 * Where a page without the sign-in's code (the information site) sends a visitor to sign in or up: the
 * sign-in starts here, and the provider brings them back to the page they came from. A visitor already
 * signed in goes back at once.
 */
export default function SignInRoute() {
  const { t } = useTranslation();
  const language = languageOfParam(useParams().lang);
  const [query] = useSearchParams();
  const { status, signIn } = useAuth();
  const returnTo = ownPath(query.get('returnTo'), paths.home.build(language));
  const signUp = query.get('signUp') === '1';
  useEffect(() => {
    if (status === 'signedIn') window.location.replace(returnTo);
    else if (status === 'signedOut') void signIn({ returnTo, signUp });
  }, [status, signIn, returnTo, signUp]);
  return <WaitingNotice text={t('auth.redirecting')} />;
}
