import { randomUUID } from 'node:crypto';
import type Provider from 'oidc-provider';
import { errors, type ResourceServer } from 'oidc-provider';
import type { Database } from '../database/database.js';
import { PASSWORD_GRANT_TYPE } from './apiClientProvider.js';
import { loginSucceeded, reserveLoginAttempt, throttledAccountOf } from './loginThrottle.js';
import { decoyPasswordHash, passwordMatches } from './passwordHash.js';
import { userByLogin } from './userStore.js';

/** The scopes a password-grant token may carry: no ID token nor refresh token is issued with it. */
const PASSWORD_GRANT_SCOPES = ['profile', 'email'];

/** Past the throttle's limit: 429, as the login form answers, in the token endpoint's error shape. */
class TooManyAttempts extends errors.CustomOIDCProviderError {
  constructor(minutes: number) {
    super('invalid_grant', `Too many failed sign-ins: try again in ${minutes} minutes.`);
    this.status = 429;
    this.statusCode = 429;
  }
}

function scopeOf(requested: unknown): string {
  const asked = typeof requested === 'string' ? requested.split(' ').filter(Boolean) : [];
  const granted = asked.filter((scope) => PASSWORD_GRANT_SCOPES.includes(scope));
  return (granted.length > 0 ? granted : PASSWORD_GRANT_SCOPES).join(' ');
}

/**
 * The password grant (Keycloak's direct access grants) at the provider's token endpoint, for scripts
 * written against a deployed reference server. The provider has already authenticated the client and
 * checked that it was made for this grant; here the user's password is checked as the login form checks
 * it, failures counted by the same throttle. Like Keycloak, the sign-in opens a session (its uid is the
 * token's `session_state`, so userinfo answers for it); with no refresh token, it idles out.
 */
export function registerPasswordGrant(
  provider: Provider,
  options: {
    database: Database;
    resource: string;
    resourceServer: ResourceServer;
    sessionIdleSeconds: number;
  },
): void {
  const { database } = options;
  provider.registerGrantType<{ username?: string; password?: string }>(
    PASSWORD_GRANT_TYPE,
    async (ctx) => {
      const { username, password, scope } = ctx.oidc.params;
      const missing = [...(username ? [] : ['username']), ...(password ? [] : ['password'])];
      if (missing.length > 0) {
        throw new errors.InvalidRequest(`missing required parameter(s) (${missing.join(',')})`);
      }
      const login = String(username).trim();
      const user = await userByLogin(database, login);
      const subjects = { account: throttledAccountOf(user, login), address: ctx.ip };
      const waitMs = await reserveLoginAttempt(database, subjects, new Date());
      if (waitMs > 0) {
        ctx.set('Retry-After', String(Math.ceil(waitMs / 1000)));
        throw new TooManyAttempts(Math.ceil(waitMs / 60_000));
      }
      const matches = await passwordMatches(
        String(password),
        user?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!user || !matches) {
        // Keycloak's words, which scripts written for it may look for.
        throw new errors.CustomOIDCProviderError('invalid_grant', 'Invalid user credentials');
      }
      // Keycloak's words for a disabled account, said only to whoever knows its password.
      if (user.disabled) throw new errors.CustomOIDCProviderError('invalid_grant', 'Account disabled');
      await loginSucceeded(database, subjects);

      const session = new provider.Session();
      session.loginAccount({ accountId: user.id });
      await session.save(options.sessionIdleSeconds);
      const token = new provider.AccessToken({
        accountId: user.id,
        client: ctx.oidc.client,
        // No grant is stored: the token is a JWT, and nothing else is issued from it.
        grantId: randomUUID(),
        gty: PASSWORD_GRANT_TYPE,
        sessionUid: session.uid,
        scope: scopeOf(scope),
        resourceServer: new provider.ResourceServer(options.resource, options.resourceServer),
      });
      ctx.oidc.entity('AccessToken', token);
      const accessToken = await token.save();
      ctx.body = {
        access_token: accessToken,
        expires_in: token.expiration,
        // Keycloak's answer has these too; 0: no refresh token.
        refresh_expires_in: 0,
        token_type: token.tokenType,
        'not-before-policy': 0,
        session_state: session.uid,
        scope: token.scope,
      };
    },
    ['username', 'password', 'scope'],
  );
}
