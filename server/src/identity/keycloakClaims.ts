import type { PortalUser } from './userStore.js';

/** Claims a Keycloak realm puts in its tokens for a user: names, email, roles per client, the session. */
export function keycloakClaims(user: PortalUser, sessionUid: string | undefined) {
  return {
    preferred_username: user.username,
    given_name: user.firstName,
    family_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    email_verified: user.emailVerified,
    realm_access: { roles: [...user.realmRoles] },
    resource_access: Object.fromEntries(
      Object.entries(user.clientRoles).map(([client, roles]) => [client, { roles: [...roles] }]),
    ),
    // Keycloak keeps the two equal; keycloak-js reads sid, oidc-client-ts session_state.
    ...(sessionUid ? { session_state: sessionUid, sid: sessionUid } : {}),
  };
}
