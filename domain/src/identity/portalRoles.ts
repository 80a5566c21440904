/**
 * The portal's roles, named for what they allow. They are roles of the web client (Keycloak's
 * `resource_access.{client}.roles`); a real Keycloak realm defines the same names on its client.
 */
export const PORTAL_ROLES = [
  /** Uses the reference and calculation tools; every account that signs itself up. */
  'trader',
  /** Lodges declarations for traders: also sees cargo manifests and vessels. */
  'declarant',
  /** Customs administration staff: everything a declarant sees. */
  'customs-officer',
  /** Publishes the customs exchange rates of a new period. */
  'rates-publisher',
  /** Edits the information site's news, pages and downloads. */
  'content-editor',
  /** Maintains the traders' guide's rules: which documents goods need. */
  'guide-editor',
  /** Answers the help desk's questions, and turns answers into help-desk articles. */
  'help-desk',
  /** Manages accounts and their roles. */
  'administrator',
] as const;

export type PortalRole = (typeof PORTAL_ROLES)[number];

/** The role a self-registered account receives. */
export const SIGN_UP_ROLE: PortalRole = 'trader';

export function isPortalRole(value: string): value is PortalRole {
  return (PORTAL_ROLES as readonly string[]).includes(value);
}

/** Roles per client, as Keycloak's token carries them; the realm's own roles under `realmRoles`. */
export interface IdentityRoles {
  readonly realmRoles: readonly string[];
  readonly clientRoles: Readonly<Record<string, readonly string[]>>;
}

/**
 * Which of a token's roles count here: the roles of the portal's own client (`resource_access[clientId]`),
 * and the realm's roles only where the deployment says so (Keycloak's adapter setting
 * `use-resource-role-mappings: false`). A role another client of the realm holds grants nothing here.
 */
export interface RoleScope {
  readonly clientId: string;
  readonly realmRoles: boolean;
}

/** The roles that count for the portal, of those the token carries. */
export function rolesInScope(roles: IdentityRoles, scope: RoleScope): readonly string[] {
  const clientRoles = Object.hasOwn(roles.clientRoles, scope.clientId)
    ? roles.clientRoles[scope.clientId]
    : [];
  return [...(scope.realmRoles ? roles.realmRoles : []), ...(clientRoles ?? [])];
}

/**
 * The route guard: any one of the required roles, held in scope, passes; an empty requirement lets every
 * signed-in user through.
 */
export function holdsAnyRole(roles: IdentityRoles, required: readonly string[], scope: RoleScope): boolean {
  if (required.length === 0) return true;
  const held = new Set(rolesInScope(roles, scope));
  return required.some((role) => held.has(role));
}

/**
 * The roles among `allowed` only, for every client and the realm: what a token issued through a machine
 * client carries of a user's roles (Keycloak's role scope of a client without full scope allowed).
 */
export function identityRolesWithin(roles: IdentityRoles, allowed: readonly string[]): IdentityRoles {
  const within = (list: readonly string[]) => list.filter((role) => allowed.includes(role));
  return {
    realmRoles: within(roles.realmRoles),
    clientRoles: Object.fromEntries(
      Object.entries(roles.clientRoles)
        .map(([client, list]) => [client, within(list)] as const)
        .filter(([, list]) => list.length > 0),
    ),
  };
}
