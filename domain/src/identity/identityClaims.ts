import type { IdentityRoles } from './portalRoles.js';

/** The signed-in user every screen may read, taken from the token's claims. */
export interface PortalIdentity extends IdentityRoles {
  readonly subject: string;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

function textClaim(claims: Readonly<Record<string, unknown>>, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value : '';
}

function roleList(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const roles = (value as { roles?: unknown }).roles;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

/**
 * Reads Keycloak-shaped claims (`preferred_username`, `given_name`, `realm_access`, `resource_access`…);
 * anything missing or malformed reads as empty rather than failing, as a token from another realm may
 * carry fewer claims.
 */
export function identityFromClaims(claims: Readonly<Record<string, unknown>>): PortalIdentity {
  const resourceAccess = claims.resource_access;
  const clientRoles: Record<string, string[]> = {};
  if (typeof resourceAccess === 'object' && resourceAccess !== null) {
    for (const [client, access] of Object.entries(resourceAccess)) clientRoles[client] = roleList(access);
  }
  return {
    subject: textClaim(claims, 'sub'),
    username: textClaim(claims, 'preferred_username'),
    firstName: textClaim(claims, 'given_name'),
    lastName: textClaim(claims, 'family_name'),
    email: textClaim(claims, 'email'),
    realmRoles: roleList(claims.realm_access),
    clientRoles,
  };
}
