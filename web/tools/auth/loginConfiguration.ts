import type { UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { SERVER_PATHS, type RoleScope } from '@tsw/domain';
import { paths } from '../../shared/config/paths';
import { AUTH_TIMINGS } from './authTimings';

/** Keycloak's adapter file, as `GET /keycloak.json` serves it. */
interface KeycloakJson {
  realm: string;
  'auth-server-url': string;
  resource: string;
  /** Keycloak's adapter setting: false counts the realm's roles too; missing or true, the client's only. */
  'use-resource-role-mappings'?: boolean;
}

function isKeycloakJson(value: unknown): value is KeycloakJson {
  const candidate = value as Partial<KeycloakJson> | null;
  return (
    typeof candidate?.realm === 'string' &&
    typeof candidate['auth-server-url'] === 'string' &&
    typeof candidate.resource === 'string'
  );
}

let loginConfiguration: Promise<KeycloakJson> | undefined;

/** The login configuration the server gives, asked once per page (again after a failure). */
function loadLoginConfiguration(): Promise<KeycloakJson> {
  loginConfiguration ??= (async () => {
    const response = await fetch(SERVER_PATHS.keycloakJson);
    const body: unknown = await response.json();
    if (!response.ok || !isKeycloakJson(body)) throw new Error('Invalid login configuration');
    return body;
  })();
  loginConfiguration.catch(() => (loginConfiguration = undefined));
  return loginConfiguration;
}

/** The provider and this portal's client at it: what a stored sign-in is kept under. */
export interface LoginIdentity {
  readonly authority: string;
  readonly clientId: string;
}

/** The provider's realm address and the portal's client, from the login configuration. */
export async function loadLoginIdentity(): Promise<LoginIdentity> {
  const body = await loadLoginConfiguration();
  return {
    authority: `${body['auth-server-url'].replace(/\/+$/, '')}/realms/${body.realm}`,
    clientId: body.resource,
  };
}

/** Which of a token's roles count for the screens' guards: the server's guard counts the same. */
export async function loadRoleScope(): Promise<RoleScope> {
  const body = await loadLoginConfiguration();
  return { clientId: body.resource, realmRoles: body['use-resource-role-mappings'] === false };
}

/** The settings of oidc-client-ts for this portal, from the login configuration the server gives. */
export async function loadUserManagerSettings(
  StateStore: typeof WebStorageStateStore,
): Promise<UserManagerSettings> {
  const { authority, clientId } = await loadLoginIdentity();
  const origin = window.location.origin;
  return {
    authority,
    client_id: clientId,
    redirect_uri: origin + paths.signInCallback.build(),
    // The session-check frame's "changed" is confirmed by a silent sign-in in a hidden frame.
    silent_redirect_uri: origin + paths.silentSignInCallback.build(),
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: AUTH_TIMINGS.tokenMinValiditySeconds,
    // Started by portalUserManager once the third-party-cookie check allows it (SessionMonitor).
    monitorSession: false,
    checkSessionIntervalInSeconds: AUTH_TIMINGS.sessionCheckSeconds,
    staleStateAgeInSeconds: AUTH_TIMINGS.callbackStateSeconds,
    // Reloading the page keeps the sign-in; closing the tab ends it here (the provider's session stays).
    userStore: new StateStore({ store: window.sessionStorage }),
  };
}
