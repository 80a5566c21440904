import type { RequestProblem } from '@tsw/domain';
import Type from 'typebox';

/**
 * Every error the API sends: `code` is a stable key the web front end translates, `message` is the English
 * text for people reading the API directly, and `problems` names each bad part of a request.
 */
export const PROBLEM_SCHEMA = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    code: Type.String(),
    message: Type.String(),
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String(),
          code: Type.String(),
          message: Type.String(),
          params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
        }),
      ),
    ),
  },
  {
    $id: 'Problem',
    description: 'An error: a stable code, an English message, and the bad parts of the request.',
  },
);

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export interface Problem {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  problems?: RequestProblem[];
}

export function problem(
  statusCode: number,
  code: string,
  message: string,
  problems?: readonly RequestProblem[],
): Problem {
  return {
    statusCode,
    error: REASONS[statusCode] ?? 'Error',
    code,
    message,
    ...(problems && problems.length > 0 ? { problems: [...problems] } : {}),
  };
}

/** The 400 of a request one part of which the domain refused, its message the problem's own. */
export function invalidRequest(refused: RequestProblem): Problem {
  return problem(400, 'INVALID_REQUEST', refused.message, [refused]);
}
