import { Center, Loader, Stack, Text } from '@mantine/core';
import type { User } from 'oidc-client-ts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isOidcErrorResponse } from '../../auth/oidcErrors';
import { portalUserManager } from '../../auth/userManager';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';

/** Only paths of this site are returned to: never another origin named in the state. */
function isLocalPath(path: unknown): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  );
}

function returnPathOf(state: unknown): string | undefined {
  const returnTo = (state as { returnTo?: unknown } | null | undefined)?.returnTo;
  return isLocalPath(returnTo) ? returnTo : undefined;
}

/** One completion per callback URL, even when React runs the effect twice. */
const completions = new Map<string, Promise<User>>();

/**
 * Completes the sign-in: exchanges the code (PKCE), checks the nonce and state, then returns to the page
 * the user was going to. A failure goes to the page that explains it, in the user's language.
 */
export function SignInCallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const url = window.location.href;
    let completion = completions.get(url);
    if (!completion) {
      completion = portalUserManager().then((manager) => manager.signinCallback(url) as Promise<User>);
      completions.set(url, completion);
    }
    completion.then(
      (user) => {
        const returnTo = returnPathOf(user.state);
        void navigate(returnTo ?? paths.home.build(languageOfPath('/')), { replace: true });
      },
      async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const returnTo = returnPathOf(isOidcErrorResponse(error) ? error.state : undefined);
        const language = languageOfPath(returnTo ?? '/');
        if (/nonce/i.test(message)) {
          console.warn('Invalid nonce, clearing token');
          await (await portalUserManager()).removeUser();
          return navigate(paths.signInFailed.build(language, 'invalid_nonce'), { replace: true });
        }
        console.warn('Sign-in failed:', message);
        const code = isOidcErrorResponse(error) && error.error ? error.error : 'invalid_response';
        const description = isOidcErrorResponse(error) ? (error.error_description ?? undefined) : message;
        return navigate(paths.signInFailed.build(language, code, description), { replace: true });
      },
    );
  }, [navigate]);
  return (
    <Center py="xl" mih="60vh">
      <Stack align="center" role="status">
        <Loader aria-hidden />
        <Text>Signing in… · Connexion… · Iniciando sesión… · جارٍ تسجيل الدخول… · সাইন ইন হচ্ছে…</Text>
      </Stack>
    </Center>
  );
}
