import type { PortalIdentity, PortalRole } from '@tsw/domain';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'unavailable';

export interface AuthState {
  readonly status: AuthStatus;
  /** The signed-in user: username, names, email, roles per client. */
  readonly identity: PortalIdentity | null;
  /**
   * Whether the signed-in user holds one of these roles (any user for none) where they count: the
   * portal's client, and the realm if configured, as the server's guard counts them.
   */
  holdsAnyRole(roles: readonly PortalRole[]): boolean;
  /** The access token for API calls, or null when signed out. */
  readonly accessToken: string | null;
  /**
   * Signed out because the API refused the token as revoked: an administrator ended the account's sessions or
   * disabled it, or its password was changed in another session. The guard says so before signing in again.
   */
  readonly sessionEnded: boolean;
  /** Whether accounts are this portal's own (the embedded provider), so the account page can edit them. */
  readonly ownAccounts: boolean;
  /** The provider's own account console (Keycloak's), when accounts are not the portal's own. */
  readonly accountConsoleUrl: string | null;
  /** Sends the browser to the login page; it comes back to `returnTo` (default: this page). */
  signIn(options?: { returnTo?: string; signUp?: boolean }): Promise<void>;
  signOut(): Promise<void>;
  /** Gets fresh tokens (after the account changed). */
  refresh(): Promise<void>;
}

export const AuthContext = createContext<AuthState>({
  status: 'loading',
  identity: null,
  holdsAnyRole: () => false,
  accessToken: null,
  sessionEnded: false,
  ownAccounts: false,
  accountConsoleUrl: null,
  signIn: async () => undefined,
  signOut: async () => undefined,
  refresh: async () => undefined,
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
