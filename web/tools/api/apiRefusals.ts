import type { ApiError } from './apiFetch';

/**
 * A refusal that every screen explains the same way, whichever call met it: too many requests (the server's
 * rate limits, decision 0011), or a session an administrator or a password change ended (`TOKEN_REVOKED`).
 * The API layer announces them, so that no screen has to tell them apart from its own failures.
 */
export type ApiRefusal =
  | { readonly kind: 'rateLimited'; readonly retryAfterSeconds: number | undefined }
  | { readonly kind: 'sessionRevoked' };

/** The refusal an API error is, if it is one every screen explains. */
export function apiRefusalOf(error: ApiError): ApiRefusal | undefined {
  if (error.status === 429 && error.code === 'RATE_LIMITED') {
    return { kind: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error.status === 401 && error.code === 'TOKEN_REVOKED') return { kind: 'sessionRevoked' };
  return undefined;
}

type ApiRefusalListener = (refusal: ApiRefusal) => void;

const listeners = new Set<ApiRefusalListener>();

/** Calls `listener` on each refusal the API layer meets from now on; the answer stops it. */
export function onApiRefusal(listener: ApiRefusalListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners about the error, when it is a refusal every screen explains. */
export function announceApiRefusal(error: ApiError): void {
  const refusal = apiRefusalOf(error);
  if (refusal) for (const listener of listeners) listener(refusal);
}
