import type { Static, TSchema } from 'typebox';
import { announceApiRefusal } from './apiRefusals';

/** A problem of one field, as the API names it (`path`, stable `code`, `params` for the message). */
export interface ApiFieldProblem {
  readonly path: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * An error answer of the API (its JSON Problem), an unreachable service (status 0), or an answer that is
 * not of the shape the API declares (UNEXPECTED_ANSWER: a server of another version, a proxy's page).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly problems: readonly ApiFieldProblem[] = [],
    /** How long the service asks the client to wait before asking again (its Retry-After), when it says. */
    readonly retryAfterSeconds?: number,
    /** Every problem a refused import found, when `problems` lists only the first of them. */
    readonly problemCount: number = problems.length,
  ) {
    super(code);
  }
}

interface ApiRequest {
  readonly accessToken: string | null;
  readonly method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as it is, the whole request's body (an upload). */
  readonly file?: Blob;
  /** The upload's type, where the API reads it by its type (a CSV); else any bytes. */
  readonly fileType?: string;
  /** Headers a service reads besides the token (the HS code finder's country and language). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Whether cookies go along: a service on another host needs `include`. */
  readonly credentials?: RequestCredentials;
  /** How long to wait before giving up with SERVICE_TIMEOUT (§9: the HS code finder's 15 s). */
  readonly timeoutMs?: number;
  /** Reads the answer's body before it is checked (the HS code finder's keys into camelCase, §7). */
  readonly readAnswer?: (body: unknown) => unknown;
}

function requestBody(options: ApiRequest): { headers: Record<string, string>; body?: BodyInit } {
  if (options.body !== undefined) {
    return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(options.body) };
  }
  if (options.file) {
    return {
      headers: { 'Content-Type': options.fileType ?? 'application/octet-stream' },
      body: options.file,
    };
  }
  return { headers: {} };
}

/** The status and parsed body (null when none) of a successful call; an error answer throws an ApiError. */
async function apiResponse(path: string, options: ApiRequest): Promise<{ status: number; body: unknown }> {
  const { headers, body: sent } = requestBody(options);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...headers,
        ...options.headers,
        ...(options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {}),
      },
      ...(sent !== undefined ? { body: sent } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, 'SERVICE_TIMEOUT');
    }
    throw new ApiError(0, 'SERVICE_UNREACHABLE');
  }
  if (response.status === 204) return { status: 204, body: null };
  if (!response.ok) throw await apiErrorOf(response);
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/**
 * The seconds a Retry-After header asks to wait: a number of seconds or an HTTP date (RFC 9110), at least 1;
 * undefined without a header it can read.
 */
export function retryAfterSecondsOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const wait = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now) / 1000;
  return Number.isFinite(wait) ? Math.max(Math.ceil(wait), 1) : undefined;
}

/**
 * The ApiError of an error answer, from its status, parsed body (null when none) and Retry-After header: its
 * problem's code and field problems, or HTTP_ERROR without one (a 429 without one, from a proxy, is
 * RATE_LIMITED). A refusal every screen explains (too many requests, a revoked session) is announced to the
 * frame (`apiRefusals.ts`) as it is made.
 */
export function apiErrorOfAnswer(status: number, body: unknown, retryAfter: string | null): ApiError {
  const problem = (body ?? {}) as { code?: unknown; problems?: unknown; problemCount?: unknown };
  const withoutCode = status === 429 ? 'RATE_LIMITED' : 'HTTP_ERROR';
  const problems = Array.isArray(problem.problems) ? (problem.problems as ApiFieldProblem[]) : [];
  const error = new ApiError(
    status,
    typeof problem.code === 'string' ? problem.code : withoutCode,
    problems,
    retryAfterSecondsOf(retryAfter),
    typeof problem.problemCount === 'number' ? problem.problemCount : problems.length,
  );
  announceApiRefusal(error);
  return error;
}

/** The ApiError of an error answer (`apiErrorOfAnswer`). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return apiErrorOfAnswer(response.status, body, response.headers.get('retry-after'));
}

/**
 * Calls the portal's API as the signed-in user (a bearer token and JSON), returning its answer checked
 * against `answer`, the schema the route declares; an error answer throws an ApiError with the API's code
 * and field problems.
 */
export async function apiFetch<Answer extends TSchema>(
  path: string,
  answer: Answer,
  options: ApiRequest,
): Promise<Static<Answer>> {
  const { status, body: received } = await apiResponse(path, options);
  let body: unknown;
  try {
    body = options.readAnswer ? options.readAnswer(received) : received;
  } catch {
    // A body the reader cannot take (two keys that would become one): not the answer the API declares.
    throw new ApiError(status, 'UNEXPECTED_ANSWER');
  }
  // TypeBox's interpreted checker (what Value.Check runs, without the rest of Value): it makes no code at run
  // time (no `new Function`, which a content security policy without 'unsafe-eval' refuses). Loaded when the
  // first answer comes, so that it stays out of the information pages' first load.
  const { Check } = await import('typebox/schema');
  if (!Check(answer, body)) throw new ApiError(status, 'UNEXPECTED_ANSWER');
  return body;
}

/** Calls the API for an action that answers no content (204). */
export async function apiSend(path: string, options: ApiRequest): Promise<void> {
  await apiResponse(path, options);
}

/**
 * A file the API makes (a CSV of records), as the signed-in user: a failure throws an ApiError, and an
 * answer of another type than `contentType` is UNEXPECTED_ANSWER (an error page, a proxy's page).
 */
export async function apiFetchFile(
  path: string,
  contentType: string,
  options: { readonly accessToken: string | null },
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {},
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNREACHABLE');
  }
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.headers.get('content-type')?.startsWith(contentType)) {
    throw new ApiError(response.status, 'UNEXPECTED_ANSWER');
  }
  return response.blob();
}
