import type { LoginIdentity } from './loginConfiguration';

/**
 * What the tools need of a sign-in: oidc-client-ts's User has these fields, and so has the sign-in it
 * stored in this tab, read here without its code.
 */
export interface SignedInUser {
  readonly access_token: string;
  readonly id_token?: string | undefined;
  readonly session_state?: string | null | undefined;
  readonly profile: Readonly<Record<string, unknown>>;
  /** Seconds since 1970, as the token response's `expires_in` made it. */
  readonly expires_at?: number | undefined;
}

/** The session storage entry oidc-client-ts keeps a tab's sign-in in (its WebStorageStateStore, prefix `oidc.`). */
export function storedSignInKey(login: LoginIdentity): string {
  return `oidc.user:${login.authority}:${login.clientId}`;
}

/**
 * The sign-in this tab holds, as oidc-client-ts stored it, or null: none, or not one it wrote. A page
 * loaded with a sign-in shows its screen at once with it; the client's code comes when first needed
 * (AuthProvider).
 */
export function readStoredSignIn(
  login: LoginIdentity,
  storage: Storage = window.sessionStorage,
): SignedInUser | null {
  const stored = storage.getItem(storedSignInKey(login));
  if (!stored) return null;
  try {
    const user = JSON.parse(stored) as Partial<Record<keyof SignedInUser, unknown>>;
    if (typeof user.access_token !== 'string' || typeof user.profile !== 'object' || user.profile === null)
      return null;
    return {
      access_token: user.access_token,
      id_token: typeof user.id_token === 'string' ? user.id_token : undefined,
      session_state: typeof user.session_state === 'string' ? user.session_state : null,
      profile: user.profile as Record<string, unknown>,
      expires_at: typeof user.expires_at === 'number' ? user.expires_at : undefined,
    };
  } catch {
    return null;
  }
}

/** Seconds the sign-in's access token is still good for (none known: none). */
export function secondsLeft(user: SignedInUser, now: number = Date.now()): number {
  return user.expires_at === undefined ? 0 : user.expires_at - now / 1000;
}
