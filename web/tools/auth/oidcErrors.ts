import type { ErrorResponse } from 'oidc-client-ts';

/** An error answer of the sign-in server (oidc-client-ts's ErrorResponse), known without loading its code. */
export function isOidcErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof Error && error.name === 'ErrorResponse';
}
