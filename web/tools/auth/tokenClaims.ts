import { identityFromClaims, type PortalIdentity } from '@tsw/domain';
import type { SignedInUser } from './storedSignIn';

/** The payload of a JWT access token, or nothing for an opaque one: it is read, never trusted here. */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (character) => character.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The signed-in user's identity: the ID token's profile, with the roles of the access token (Keycloak puts
 * `realm_access` and `resource_access` there, not always in the ID token).
 */
export function identityOfUser(user: SignedInUser): PortalIdentity {
  const access = jwtPayload(user.access_token);
  return identityFromClaims({
    ...user.profile,
    ...(access.realm_access ? { realm_access: access.realm_access } : {}),
    ...(access.resource_access ? { resource_access: access.resource_access } : {}),
  });
}
