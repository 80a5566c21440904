import { holdsAnyRole, type RoleScope } from '@tsw/domain';
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiRefusal } from '../api/apiRefusals';
import { languageOfPath } from '../../shared/i18n/languagePath';
import { showErrorToast } from '../messages/errorToast';
import { AuthContext, type AuthState, type AuthStatus } from './authContext';
import { trackIdleness } from './idleTracker';
import { AUTH_TIMINGS } from './authTimings';
import { loadLoginIdentity, loadRoleScope, type LoginIdentity } from './loginConfiguration';
import { isOidcErrorResponse } from './oidcErrors';
import { watchSessionFrame } from './sessionCheckFrame';
import { readStoredSignIn, secondsLeft, type SignedInUser } from './storedSignIn';
import { checkThirdPartyCookiesOnce } from './thirdPartyCookieCheck';
import { identityOfUser } from './tokenClaims';

/** 128 random bits, hex (crypto.randomUUID needs a secure context; plain http on a LAN is not one). */
function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** The client's code (oidc-client-ts) and the page's one UserManager, loaded when first needed. */
const loadUserManager = () => import('./userManager').then((module) => module.portalUserManager());

/**
 * The login session for every screen: loads the stored sign-in, keeps the token fresh (refreshed
 * under 5 s of validity), clears it when a refresh is refused, when the session-check frame reports a
 * change (logout in another tab), and validates it again after an hour idle. A token the API refuses as
 * revoked (the account's sessions were ended: an administrator, a password change elsewhere) signs the user
 * out here too, marked `sessionEnded`, so that the guard explains it instead of leaving at once.
 *
 * A page loaded with a sign-in in the tab (a trader coming from the site to a tool) draws its screen at once
 * with it, and watches the session from the provider's frame; the OpenID Connect client's code (some 17 KB
 * on a phone, issue 40) comes a minute before the token needs renewing, or on first need: signing out, a
 * session change, a revoked token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [manager, setManager] = useState<UserManager | null>(null);
  const [login, setLogin] = useState<LoginIdentity | null>(null);
  const [roleScope, setRoleScope] = useState<RoleScope | null>(null);
  const [user, setUser] = useState<SignedInUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [sessionEnded, setSessionEnded] = useState(false);
  // While the browser leaves for the logout page, the guard must not send it to the login page instead.
  const leaving = useRef(false);
  // The client, once asked for: every need of it before it has come waits for the same one.
  const connection = useRef<Promise<UserManager> | null>(null);
  // Loads the client and connects it to this provider (set by the effect below).
  const connectClient = useRef<() => Promise<UserManager>>(loadUserManager);

  useEffect(() => {
    let cancelled = false;
    const stops: (() => void)[] = [];
    // The page's own watch of the session, until the client comes and watches it itself.
    let stopPageWatch: () => void = () => undefined;
    const signedInAs = (signedIn: SignedInUser) => {
      setUser(signedIn);
      setStatus('signedIn');
    };

    /** Loads the client, listens to its events, and takes the stored sign-in over from the page. */
    const connect = (): Promise<UserManager> => {
      connection.current ??= loadUserManager().then((userManager) => {
        stopPageWatch();
        if (cancelled) return userManager;
        const clear = async (reason: string) => {
          console.info(reason);
          await userManager.removeUser();
        };
        // A refresh the provider refuses (400: revoked, reused, expired) clears the token and logs out,
        // ending the provider's session too, so that no silent sign-in brings the same session back.
        const endSession = async (reason: string) => {
          console.info(reason);
          const ending = await userManager.getUser();
          leaving.current = true;
          await userManager.removeUser();
          await userManager.signoutRedirect({
            ...(ending?.id_token ? { id_token_hint: ending.id_token } : {}),
            post_logout_redirect_uri: `${window.location.origin}/${languageOfPath(window.location.pathname)}`,
          });
        };
        const onLoaded = (loaded: User) => signedInAs(loaded);
        const onUnloaded = () => {
          if (leaving.current) return;
          setUser(null);
          setStatus('signedOut');
        };
        const onRenewError = (error: Error) => {
          if (isOidcErrorResponse(error)) void endSession('Token refresh refused, signing out');
        };
        const onSignedOut = () => void clear('Session changed at the provider, clearing token');
        userManager.events.addUserLoaded(onLoaded);
        userManager.events.addUserUnloaded(onUnloaded);
        userManager.events.addSilentRenewError(onRenewError);
        userManager.events.addUserSignedOut(onSignedOut);
        const stopIdle = trackIdleness(() => {
          void userManager.getUser().then((idleUser) => {
            if (!idleUser) return;
            userManager.signinSilent().catch((error: unknown) => {
              if (isOidcErrorResponse(error))
                void endSession('Token no longer valid after idleness, signing out');
            });
          });
        });
        stops.push(() => {
          userManager.events.removeUserLoaded(onLoaded);
          userManager.events.removeUserUnloaded(onUnloaded);
          userManager.events.removeSilentRenewError(onRenewError);
          userManager.events.removeUserSignedOut(onSignedOut);
          stopIdle();
        });
        setManager(userManager);
        return userManager;
      });
      // A client that could not load is asked for again at the next need.
      connection.current.catch(() => (connection.current = null));
      return connection.current;
    };

    connectClient.current = connect;

    /** Signs in with the client: the stored sign-in, refreshed if it expired, or none. */
    const signInWithClient = async () => {
      const userManager = await connect();
      if (cancelled) return;
      const stored = await userManager.getUser();
      if (stored && !stored.expired) return signedInAs(stored);
      if (stored?.refresh_token) {
        // Back after the token expired (a closed laptop): one refresh, or sign in again.
        const renewed = await userManager.signinSilent().catch(() => null);
        if (renewed) return signedInAs(renewed);
      }
      if (stored) await userManager.removeUser();
      setStatus('signedOut');
    };

    stops.push(
      onApiRefusal((refusal) => {
        if (refusal.kind !== 'sessionRevoked') return;
        setSessionEnded(true);
        console.info('Access token revoked by the API, clearing token');
        void connect().then((userManager) => userManager.removeUser());
      }),
    );

    Promise.all([loadLoginIdentity(), loadRoleScope()])
      .then(async ([identity, scope]) => {
        if (cancelled) return;
        setLogin(identity);
        setRoleScope(scope);
        const stored = readStoredSignIn(identity);
        const left = stored ? secondsLeft(stored) : 0;
        if (!stored || left <= AUTH_TIMINGS.clientLeadSeconds) return signInWithClient();
        signedInAs(stored);
        const timer = window.setTimeout(
          () => void connect().catch(() => undefined),
          (left - AUTH_TIMINGS.clientLeadSeconds) * 1000,
        );
        stops.push(() => window.clearTimeout(timer));
        // A change of session there loads the client, whose own monitor confirms it and signs out.
        if (stored.session_state) {
          const cookies = await checkThirdPartyCookiesOnce(identity.authority).catch(() => undefined);
          if (cancelled || cookies !== 'supported' || connection.current) return;
          stopPageWatch = watchSessionFrame(identity, stored.session_state, () => void connect());
        }
      })
      .catch(() => !cancelled && setStatus('unavailable'));
    return () => {
      cancelled = true;
      stopPageWatch();
      stops.forEach((one) => one());
    };
  }, []);

  const signIn = useCallback<AuthState['signIn']>(
    async (options = {}) => {
      const userManager = manager ?? (await connectClient.current());
      await userManager.signinRedirect({
        state: { returnTo: options.returnTo ?? currentPath() },
        // Bound to this request: an ID token carrying another one is refused.
        nonce: randomNonce(),
        ui_locales: languageOfPath(window.location.pathname),
        ...(options.signUp ? { prompt: 'create' } : {}),
      });
    },
    [manager],
  );

  const signOut = useCallback(async () => {
    const client = manager ?? (await connectClient.current());
    // A provider without a logout endpoint cannot end its session, and dropping the token here alone would
    // only look like a sign-out: the next tool signs in again at once. So, as keycloak-js does, the user is
    // told (§8: "Not supported by the OIDC server") and stays signed in.
    const endSession = await client.metadataService.getEndSessionEndpoint().catch(() => undefined);
    if (!endSession) {
      console.warn('Not supported by the OIDC server: no end_session_endpoint');
      showErrorToast(t, { description: t('auth.signOutNotSupported') });
      return;
    }
    const language = languageOfPath(window.location.pathname);
    leaving.current = true;
    await client.signoutRedirect({
      ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
      post_logout_redirect_uri: `${window.location.origin}/${language}`,
      extraQueryParams: { ui_locales: language },
    });
  }, [manager, user, t]);

  const refresh = useCallback(async () => {
    await (manager ?? (await connectClient.current())).signinSilent();
  }, [manager]);

  const value = useMemo<AuthState>(() => {
    const authority = login?.authority;
    const ownAccounts = authority ? new URL(authority).origin === window.location.origin : false;
    const identity = user ? identityOfUser(user) : null;
    return {
      status,
      identity,
      holdsAnyRole: (roles) =>
        identity !== null && roleScope !== null && holdsAnyRole(identity, roles, roleScope),
      accessToken: user?.access_token ?? null,
      sessionEnded: sessionEnded && status === 'signedOut',
      ownAccounts,
      accountConsoleUrl: authority && !ownAccounts ? `${authority}/account` : null,
      signIn,
      signOut,
      refresh,
    };
  }, [login, roleScope, status, sessionEnded, user, signIn, signOut, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
