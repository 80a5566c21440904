import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a secret or a one-time value of the sign-in (an authorization code and its
 * state, a token, the ID token a logout names): anyone who reads the logs could replay them.
 */
const SECRET_QUERY_PARAMETERS = new Set([
  'code',
  'state',
  'session_state',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'client_secret',
  'password',
]);

const REDACTED = '[redacted]';

/** A request's path and query as the logs write it: each secret parameter's value replaced. */
export function redactedRequestUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is written as it came; it names no secret parameter.
      }
      return SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * The logger's options with the request written as Fastify writes it (method, address, host, remote
 * address and port), its URL redacted; `false` stays no logger.
 */
export function requestLogOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...('serializers' in options ? options.serializers : {}),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedRequestUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}
