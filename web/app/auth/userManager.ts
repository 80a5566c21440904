import type { ErrorResponse, UserManager } from 'oidc-client-ts';
import { loadUserManagerSettings } from './loginConfiguration';

let userManager: Promise<UserManager> | undefined;

/**
 * The one UserManager of the page, made once the login configuration has arrived. The OpenID Connect
 * client is loaded with it, after the page has drawn: the information pages do not wait for its code.
 */
export function portalUserManager(): Promise<UserManager> {
  userManager ??= import('oidc-client-ts').then(
    async (oidc) => new oidc.UserManager(await loadUserManagerSettings(oidc.WebStorageStateStore)),
  );
  // A failed configuration load is tried again on the next call.
  userManager.catch(() => (userManager = undefined));
  return userManager;
}

/** An error answer of the sign-in server (oidc-client-ts's ErrorResponse), known without loading its code. */
export function isOidcErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof Error && error.name === 'ErrorResponse';
}
