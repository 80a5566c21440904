import { UserManager } from 'oidc-client-ts';
import { loadUserManagerSettings } from './loginConfiguration';

let userManager: Promise<UserManager> | undefined;

/** The one UserManager of the page, made once the login configuration has arrived. */
export function portalUserManager(): Promise<UserManager> {
  userManager ??= loadUserManagerSettings().then((settings) => new UserManager(settings));
  // A failed configuration load is tried again on the next call.
  userManager.catch(() => (userManager = undefined));
  return userManager;
}
