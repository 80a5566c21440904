import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from './problem.js';
import { addressListMatcher } from './proxyTrust.js';
import {
  RATE_LIMIT_ADDRESSES_KEPT,
  RATE_LIMIT_IPV6_PREFIX,
  RATE_LIMITS,
  type RateLimitName,
} from './rateLimits.js';

/**
 * Counts a request against one of the limits and says how long the client must wait: 0 when the request
 * may go on, otherwise the seconds until the window ends (at least 1), for Retry-After.
 */
export type RateLimitCheck = (name: RateLimitName, request: FastifyRequest) => Promise<number>;

/**
 * The limits of `RATE_LIMITS`, counted per client address (as the proxy trust reads it, IPv6 by its /56)
 * in this instance's memory by `@fastify/rate-limit`'s store. No route is limited by the plugin's own hook:
 * a route asks where its cost is known (a search's size, a PDF not in the cache), and answers in its own
 * form: a problem for the API, a page for the sign-in forms. The `exempt` addresses (RATE_LIMIT_EXEMPT: a
 * monitoring host, a load test) are not counted.
 */
export async function installRateLimits(
  app: FastifyInstance,
  options: { exempt: readonly string[] },
): Promise<RateLimitCheck> {
  const exempt = addressListMatcher(options.exempt);
  await app.register(fastifyRateLimit, {
    global: false,
    cache: RATE_LIMIT_ADDRESSES_KEPT,
    ipv6Subnet: RATE_LIMIT_IPV6_PREFIX,
    allowList: (request) => exempt(request.ip),
  });
  const limiters = new Map(
    (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => {
      const { max, windowMs } = RATE_LIMITS[name];
      return [name, app.createRateLimit({ max, timeWindow: windowMs })] as const;
    }),
  );
  return async (name, request) => {
    const limiter = limiters.get(name);
    if (!limiter) throw new Error(`No rate limit ${name}`);
    const counted = await limiter(request);
    if (counted.isAllowed || !counted.isExceeded) return 0;
    return Math.max(counted.ttlInSeconds, 1);
  };
}

/**
 * The API's 429: the Retry-After header, and a problem whose code the web front end translates (the
 * `problems` entry carries the wait, as every screen reads the first problem).
 */
export function rateLimited(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  const message = `Too many requests of this kind from your address: try again in ${retryAfterSeconds} seconds.`;
  return reply
    .status(429)
    .header('Retry-After', String(retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .send(
      problem(429, 'RATE_LIMITED', message, [
        { path: 'request', code: 'RATE_LIMITED', message, params: { seconds: retryAfterSeconds } },
      ]),
    );
}
