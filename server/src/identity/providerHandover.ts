import type { RateLimitName } from '../http/rateLimits.js';
import { IDENTITY_PATHS } from './identityPaths.js';

/** The provider's own endpoints that are limited, and by which limit (a path relative to the realm). */
const PROVIDER_RATE_LIMITS: ReadonlyMap<string, RateLimitName> = new Map([
  [IDENTITY_PATHS.token, 'tokenRequests'],
  [IDENTITY_PATHS.authorization, 'authorizationRequests'],
  [IDENTITY_PATHS.registration, 'clientRegistrations'],
]);

/** Only the path and query of what is handed over are kept: this origin is never seen. */
const HANDOVER_ORIGIN = 'http://provider.invalid';

/** A request to the provider as it is handed over: its address under the realm, and the limit it counts against. */
export interface ProviderHandover {
  /** The path and query the provider is given, written as a URL writes them. */
  readonly url: string;
  readonly rateLimit: RateLimitName | undefined;
}

/**
 * What a request under the realm (`prefix`) is handed to the provider as. The provider's router matches
 * paths in any case and with a trailing slash, and its URL parser drops a fragment, tabs and spaces around
 * the path: a limit counted on the path as sent was sidestepped by `…/TOKEN` or `…/token/`. So the provider
 * is given the path as the WHATWG URL parser writes it (dot segments resolved, backslashes turned to
 * slashes, anything else percent-encoded, no fragment), which its own parser reads unchanged, and the limit
 * is looked up on that path without case or trailing slashes: at least every spelling the provider serves.
 */
export function providerHandoverOf(requestUrl: string, prefix: string): ProviderHandover {
  const rest = requestUrl.slice(prefix.length);
  // Always from a slash: `//host/…` after the prefix must stay a path, not become an authority.
  const parsed = new URL(HANDOVER_ORIGIN + (rest.startsWith('/') ? rest : `/${rest}`));
  const route = parsed.pathname.toLowerCase().replace(/\/+$/, '');
  return { url: parsed.pathname + parsed.search, rateLimit: PROVIDER_RATE_LIMITS.get(route) };
}
