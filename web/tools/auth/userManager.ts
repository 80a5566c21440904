import type { ErrorResponse, UserManager } from 'oidc-client-ts';
import { loadUserManagerSettings } from './loginConfiguration';
import { checkThirdPartyCookies } from './thirdPartyCookieCheck';

let userManager: Promise<UserManager> | undefined;

/**
 * The one UserManager of the page, made once the login configuration has arrived. The OpenID Connect
 * client is loaded with it, after the page has drawn: the information pages do not wait for its code.
 */
export function portalUserManager(): Promise<UserManager> {
  userManager ??= createUserManager();
  // A failed configuration load is tried again on the next call.
  userManager.catch(() => (userManager = undefined));
  return userManager;
}

/**
 * The client's code and then its settings, in two steps: the build wraps a dynamic import with whatever
 * follows it in the same expression, and a settings file that did not load (the sign-in server down, a
 * static copy of the site) must not pass for a part of the app that failed to load.
 */
async function createUserManager(): Promise<UserManager> {
  const oidc = await import('oidc-client-ts');
  const settings = await loadUserManagerSettings(oidc.WebStorageStateStore);
  // The session-check frame needs the provider's cookies inside this page (§7's third-party-cookie check).
  // Without them, or without an answer, sign-in and refresh still work; only the session is not watched.
  const cookies = await checkThirdPartyCookies(settings.authority).catch((error: unknown) => {
    console.warn(error instanceof Error ? error.message : error);
    return 'unsupported' as const;
  });
  if (cookies === 'unsupported') console.info('Third-party cookies are blocked: the session is not watched');
  return new oidc.UserManager({ ...settings, monitorSession: cookies === 'supported' });
}

/** An error answer of the sign-in server (oidc-client-ts's ErrorResponse), known without loading its code. */
export function isOidcErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof Error && error.name === 'ErrorResponse';
}
