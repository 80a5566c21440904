import { SessionMonitor, UserManager, WebStorageStateStore, type ErrorResponse } from 'oidc-client-ts';
import { loadUserManagerSettings } from './loginConfiguration';
import { checkThirdPartyCookies } from './thirdPartyCookieCheck';

let userManager: Promise<UserManager> | undefined;

/**
 * The one UserManager of the page, made once the login configuration has arrived. The OpenID Connect
 * client's code comes with the tools' frame (every screen but the site's needs it: decision 0014 took the
 * information pages out of this app); the configuration is asked for by the page itself, beside it.
 */
export function portalUserManager(): Promise<UserManager> {
  userManager ??= createUserManager();
  // A failed configuration load is tried again on the next call.
  userManager.catch(() => (userManager = undefined));
  return userManager;
}

async function createUserManager(): Promise<UserManager> {
  const settings = await loadUserManagerSettings(WebStorageStateStore);
  const manager = new UserManager(settings);
  // The session-check frame needs the provider's cookies inside this page (§7's third-party-cookie check).
  // The stored sign-in does not wait for the check's two frames: the session is watched once the check
  // says the cookies are kept (what `monitorSession` would have started). Without them, or without an
  // answer, sign-in and refresh still work; only the session is not watched.
  void checkThirdPartyCookies(settings.authority).then(
    (cookies) => {
      if (cookies === 'supported') new SessionMonitor(manager);
      else console.info('Third-party cookies are blocked: the session is not watched');
    },
    (error: unknown) => console.warn(error instanceof Error ? error.message : error),
  );
  return manager;
}

/** An error answer of the sign-in server (oidc-client-ts's ErrorResponse), known without loading its code. */
export function isOidcErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof Error && error.name === 'ErrorResponse';
}
