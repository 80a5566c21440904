/** A problem of one field, as the API names it (`path`, stable `code`, `params` for the message). */
export interface ApiFieldProblem {
  readonly path: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** An error answer of the API (its JSON Problem), or an unreachable service (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly problems: readonly ApiFieldProblem[] = [],
  ) {
    super(code);
  }
}

/**
 * Calls the portal's API as the signed-in user (§7: a bearer token and JSON), returning the parsed
 * answer; an error answer throws an ApiError with the API's code and field problems.
 */
export async function apiFetch<Result>(
  path: string,
  options: { accessToken: string | null; method?: 'GET' | 'PUT' | 'POST'; body?: unknown },
): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNREACHABLE');
  }
  if (response.status === 204) return undefined as Result;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (body ?? {}) as { code?: unknown; problems?: unknown };
    throw new ApiError(
      response.status,
      typeof problem.code === 'string' ? problem.code : 'HTTP_ERROR',
      Array.isArray(problem.problems) ? (problem.problems as ApiFieldProblem[]) : [],
    );
  }
  return body as Result;
}
