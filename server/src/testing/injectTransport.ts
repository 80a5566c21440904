import type { TypedApp } from '../http/typedApp.js';
import type { FlowTransport } from './signInFlow.js';

/** The sign-in flow through `app.inject`: the whole provider in-process, no socket. */
export function injectTransport(app: TypedApp): FlowTransport {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string | string[] | undefined>,
      body: response.body,
    };
  };
}
