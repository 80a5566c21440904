import { SessionMonitor, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { loadUserManagerSettings } from './loginConfiguration';
import { checkThirdPartyCookiesOnce } from './thirdPartyCookieCheck';

let userManager: Promise<UserManager> | undefined;

/**
 * The one UserManager of the page, made once the login configuration has arrived. The OpenID Connect
 * client's code is loaded with this module, when first needed (AuthProvider): at once on a page without a
 * sign-in, before its token needs renewing on a page that has one.
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
  void checkThirdPartyCookiesOnce(settings.authority).then(
    (cookies) => {
      if (cookies === 'supported') new SessionMonitor(manager);
      else console.info('Third-party cookies are blocked: the session is not watched');
    },
    (error: unknown) => console.warn(error instanceof Error ? error.message : error),
  );
  return manager;
}
