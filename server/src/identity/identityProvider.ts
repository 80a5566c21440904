import type { JWK } from 'jose';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { isLanguage, LANGUAGE_CODES, type Language, type PortalCountry } from '@tsw/domain';
import type { IdentityConfig } from '../config/config.js';
import { issuerOf } from '../config/config.js';
import type { Database } from '../database/database.js';
import type { IdentitySecrets } from './identitySecrets.js';
import {
  IDENTITY_PATHS,
  realmPath,
  SIGN_IN_CALLBACK_PATH,
  SIGNED_OUT_PATH,
  SILENT_SIGN_IN_CALLBACK_PATH,
} from './identityPaths.js';
import { identityTokenLifetimes } from './identityTokenLifetimes.js';
import {
  apiClientAdapter,
  passwordGrantClaims,
  serviceAccountClaims,
  useHashedClientSecrets,
} from './apiClientProvider.js';
import { apiClientById } from './apiClientStore.js';
import { approvedClientGrant } from './clientConsent.js';
import {
  checkRegisteredClient,
  isRegisteredClient,
  REGISTERED_CLIENT_MARK,
} from './registeredClientPolicy.js';
import { REGISTERED_CLIENT_IDLE_SECONDS, registeredClientAdapter } from './registeredClientStore.js';
import { registerPasswordGrant } from './passwordGrant.js';
import { useJwtRefreshTokens } from './refreshTokenJwt.js';
import { oidcAdapterFactory } from './oidcAdapter.js';
import { IDENTITY_MESSAGES } from './pages/identityMessages.js';
import { identityPageLanguage } from './pages/identityMessages.js';
import { html, identityPagePolicy, renderIdentityPage } from './pages/identityPage.js';
import type { IdentityMessages } from './pages/identityMessages.en.js';
import { messageBody } from './pages/signInForms.js';
import { keycloakClaims } from './keycloakClaims.js';
import { userById } from './userStore.js';

/** The scopes the web client asks for, as with Keycloak. */
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/** `prompt=create` asks for the sign-up page (Initiating User Registration, as Keycloak supports it). */
function interactionPolicyWithSignUp(): interactionPolicy.Prompt[] {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}

function languageOf(ctx: KoaContextWithOIDC): Language {
  const params = ctx.oidc?.params as { ui_locales?: string } | undefined;
  const chosen = typeof ctx.query.lang === 'string' ? ctx.query.lang : undefined;
  return identityPageLanguage({
    chosen: isLanguage(chosen) ? chosen : undefined,
    uiLocales: params?.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });
}

/**
 * Whether the logout's ID token (checked by the provider by now) is of this browser's session: its `sid`, or
 * failing that its subject, the session's.
 */
function logoutHintIsThisSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const session = ctx.oidc.session;
  if (!hint || !session?.accountId) return false;
  return hint.sid === session.uid || hint.sub === session.accountId;
}

/**
 * The embedded OpenID Connect provider, configured to look like a Keycloak realm (see shared OIDC notes):
 * Keycloak's paths, JWT access tokens with `realm_access`/`resource_access`/`session_state`, claims in
 * the ID token even for `scope=openid`, state in the database.
 */
export function createIdentityProvider(
  database: Database,
  identity: IdentityConfig,
  secrets: IdentitySecrets,
  country: PortalCountry,
): Provider {
  const issuer = issuerOf(identity);
  const resource = `${identity.publicUrl}/`;
  const homeHref = identity.publicUrl + SIGNED_OUT_PATH;
  const lifetimes = identityTokenLifetimes(identity.accessTokenSeconds);
  /** Answers with one of our pages, in the language the request asks for. */
  const sendPage = (
    ctx: KoaContextWithOIDC,
    page: (messages: IdentityMessages) => { title: string; body: string; script?: string },
  ) => {
    const language = languageOf(ctx);
    const content = page(IDENTITY_MESSAGES[language]);
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', identityPagePolicy(content.script));
    ctx.body = renderIdentityPage({ language, country, homeHref, ...content });
  };
  const redirectUris = [SIGN_IN_CALLBACK_PATH, SILENT_SIGN_IN_CALLBACK_PATH].map(
    (path) => identity.publicUrl + path,
  );
  // The one resource server, the portal's API: every access token is a JWT for AUTH_AUDIENCE.
  const resourceServer = {
    scope: SCOPES.join(' '),
    audience: identity.audience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: lifetimes.AccessToken,
    jwt: { sign: { alg: 'RS256' } },
  } as const;
  const stateAdapter = oidcAdapterFactory(database);

  const configuration: Configuration = {
    // The web front end's client is configured here; machine clients are read from api_client, and the
    // clients that registered themselves (MCP_CLIENT_REGISTRATION=on) from the provider's state.
    adapter: (model) =>
      model === 'Client'
        ? apiClientAdapter(
            database,
            identity.passwordGrant,
            identity.clientRegistration ? registeredClientAdapter(database) : undefined,
          )
        : stateAdapter(model),
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    clients: [
      {
        client_id: identity.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        // After a logout the portal opens again in the user's language.
        post_logout_redirect_uris: [
          homeHref,
          ...LANGUAGE_CODES.map((code) => `${identity.publicUrl}/${code}`),
        ],
      },
    ],
    jwks: { keys: secrets.signingKeys as JWK[] } as Configuration['jwks'],
    cookies: { keys: [...secrets.cookieKeys] },
    routes: {
      authorization: IDENTITY_PATHS.authorization,
      token: IDENTITY_PATHS.token,
      end_session: IDENTITY_PATHS.endSession,
      jwks: IDENTITY_PATHS.jwks,
      revocation: IDENTITY_PATHS.revocation,
      registration: IDENTITY_PATHS.registration,
    },
    // The provider hands each registration to the validator of a declared property (ctx is given then only).
    extraClientMetadata: {
      properties: [REGISTERED_CLIENT_MARK],
      validator: (ctx, _key, _value, metadata) => {
        if (ctx) checkRegisteredClient(ctx, metadata);
      },
    },
    scopes: SCOPES,
    claims: {
      openid: ['sub', 'sid', 'session_state', 'realm_access', 'resource_access'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name'],
      email: ['email', 'email_verified'],
    },
    // Keycloak clients ask for `scope=openid` alone and still expect names and roles in the ID token.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      ...lifetimes,
      // A session's grant lasts as long as the session; a person's approval of a client that registered
      // itself is remembered across sign-ins for three months from the day it was given (not renewed by use).
      Grant: (_ctx, grant) =>
        grant.clientId === identity.clientId ? lifetimes.Grant : REGISTERED_CLIENT_IDLE_SECONDS,
    },
    interactions: {
      policy: interactionPolicyWithSignUp(),
      url: (_ctx, interaction) =>
        `${realmPath(identity.realm)}${IDENTITY_PATHS.loginActions}/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // For machine clients only: the web front end's client does not list the grant.
      clientCredentials: { enabled: true },
      // MCP clients register themselves (RFC 7591), public ones only (registeredClientPolicy.ts). They get no
      // registration access token: nothing reads or changes a registration after it is made.
      registration: {
        enabled: identity.clientRegistration,
        initialAccessToken: false,
        issueRegistrationAccessToken: false,
      },
      // Served by our own route: the built-in one refuses JWT access tokens (see userinfoRoutes).
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => resourceServer,
      },
      rpInitiatedLogout: {
        enabled: true,
        // Keycloak signs out without asking when the client names its ID token (which the provider has
        // checked by now); the provider always asks, so then the page submits itself and keeps a button
        // for browsers without scripts. Only a token of this browser's own sign-in counts: without a hint,
        // or with anyone else's (an attacker's own, opened in a victim's browser), the page asks.
        logoutSource: (ctx, form) => {
          const hinted = logoutHintIsThisSession(ctx);
          const formWithYes = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"></form>',
          );
          sendPage(ctx, (messages) => ({
            title: messages.logoutTitle,
            body: `${messageBody(messages.logoutTitle, messages.logoutText)}${formWithYes}
<button type="submit" form="op.logoutForm">${html(messages.logoutButton)}</button>`,
            ...(hinted ? { script: `document.getElementById('op.logoutForm').submit();` } : {}),
          }));
        },
        postLogoutSuccessSource: (ctx) =>
          sendPage(ctx, (messages) => ({
            title: messages.signedOutTitle,
            body: messageBody(messages.signedOutTitle, '', { href: homeHref, label: messages.backHome }),
          })),
      },
    },
    // The portal's own client signs in without a consent screen: the grant is made on sign-in. Any other
    // (one that registered itself) has only the grant its person approved on the consent page.
    loadExistingGrant: async (ctx) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      if (client.clientId !== identity.clientId) return approvedClientGrant(ctx, database);
      const grantId =
        (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addOIDCClaims(['sub', 'sid', 'session_state', 'realm_access', 'resource_access']);
      grant.addResourceScope(resource, SCOPES.join(' '));
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    // Public clients get refresh tokens without asking for offline_access, as Keycloak's do.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub, token) => {
      // A disabled account is no account: its refresh tokens and codes are refused.
      const user = await userById(database, sub);
      if (!user || user.disabled) return undefined;
      const sessionUid = (token as { sessionUid?: string } | undefined)?.sessionUid ?? _ctx.oidc.session?.uid;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, ...keycloakClaims(user, sessionUid) }),
      };
    },
    // Keycloak's claims: the web front end's user, a machine client's service account, or a user signed
    // in through a machine client (password grant), whose roles that client limits.
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind === 'ClientCredentials') {
        const client = token.clientId ? await apiClientById(database, token.clientId) : undefined;
        return client ? serviceAccountClaims(client, identity.clientId) : undefined;
      }
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await userById(database, token.accountId);
      if (!user || user.disabled) return undefined;
      if (token.clientId !== identity.clientId) {
        const client = token.clientId ? await apiClientById(database, token.clientId) : undefined;
        if (client) return passwordGrantClaims(user, client, token.sessionUid);
        // A client that registered itself, approved by its person: their claims and roles, no more.
        return isRegisteredClient(_ctx.oidc.client)
          ? { azp: token.clientId, typ: 'Bearer', ...keycloakClaims(user, token.sessionUid) }
          : undefined;
      }
      return { azp: identity.clientId, typ: 'Bearer', ...keycloakClaims(user, token.sessionUid) };
    },
    discovery: {
      userinfo_endpoint: issuer + IDENTITY_PATHS.userinfo,
      check_session_iframe: issuer + IDENTITY_PATHS.loginStatusIframe,
    },
    renderError: (ctx, out) =>
      sendPage(ctx, (messages) => ({
        title: messages.errorTitle,
        body: messageBody(messages.errorTitle, `${messages.errorText} (${String(out.error)})`, {
          href: homeHref,
          label: messages.backHome,
        }),
      })),
  };

  const provider = new Provider(issuer, configuration);
  useHashedClientSecrets(provider);
  useJwtRefreshTokens(provider, { issuer, signingKeys: secrets.signingKeys });
  if (identity.passwordGrant) {
    registerPasswordGrant(provider, {
      database,
      resource,
      resourceServer,
      sessionIdleSeconds: lifetimes.RefreshToken,
    });
  }
  // Discovery names this portal's addresses: a shared cache in front of it must keep no answer.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'discovery') ctx.set('Cache-Control', 'no-store');
  });
  // Keycloak returns session_state with the code; oidc-client-ts reads it there to watch the session.
  provider.use(async (ctx, next) => {
    await next();
    const location = ctx.response.get('location');
    const sessionUid = ctx.oidc?.session?.uid;
    if (!location || !sessionUid || !redirectUris.some((uri) => location.startsWith(uri))) return;
    const url = new URL(location);
    if (url.searchParams.has('code') && !url.searchParams.has('session_state')) {
      url.searchParams.set('session_state', sessionUid);
      ctx.redirect(url.href);
    }
  });
  return provider;
}
