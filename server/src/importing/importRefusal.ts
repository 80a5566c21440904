import type { RequestProblem } from '@tsw/domain';
import Type from 'typebox';
import { problem, PROBLEM_SCHEMA, type Problem } from '../http/problem.js';

/**
 * A refused import's answer: the Problem with the first problems found, and how many there were in all
 * (`problemCount`), which the list alone cannot say once it is cut.
 */
export const IMPORT_REFUSAL_SCHEMA = Type.Object(
  {
    ...PROBLEM_SCHEMA.properties,
    problemCount: Type.Optional(
      Type.Integer({ minimum: 0, description: 'Every problem found; `problems` lists the first of them.' }),
    ),
  },
  { description: 'A refused import: its first problems, and how many there were.' },
);

export type ImportRefusal = Problem & { readonly problemCount: number };

/** The 400 of a refused import: `kept` are the first problems found, `count` all of them. */
export function importRefusal(
  code: string,
  message: string,
  found: { readonly count: number; readonly kept: readonly RequestProblem[] },
): ImportRefusal {
  return { ...problem(400, code, message, found.kept), problemCount: found.count };
}
