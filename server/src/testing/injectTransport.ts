import type { TypedApp } from '../http/typedApp.js';
import type { FlowTransport } from './signInFlow.js';

/**
 * The sign-in flow through `app.inject`: the whole provider in-process, no socket; from `remoteAddress`
 * when given (the throttle counts per address).
 */
export function injectTransport(app: TypedApp, options: { remoteAddress?: string } = {}): FlowTransport {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(body !== undefined ? { payload: body } : {}),
    });
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string | string[] | undefined>,
      body: response.body,
    };
  };
}
