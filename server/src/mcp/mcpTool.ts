import type { Language, RequestProblem } from '@tsw/domain';
import type { Static, TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import { problem, type Problem } from '../http/problem.js';
import { problemPathOfPointer } from '../http/problemPath.js';

/** What a tool's call of the portal's API gave: the answer, or the API's problem. */
export type McpApiAnswer =
  { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly problem: Problem };

/**
 * The portal's API as a tool calls it: in process, through the route itself, with the caller's token (so
 * that the route's own schema, role rules, limits and errors apply, written once), never over the network.
 */
export interface McpApi {
  get(
    url: string,
    options?: { query?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<McpApiAnswer>;
  post(url: string, body: unknown, options?: { query?: Record<string, string> }): Promise<McpApiAnswer>;
}

export interface McpToolContext {
  readonly api: McpApi;
  /** The language of the texts and errors: the tool's `language` argument, or the request's Accept-Language. */
  readonly language: Language;
  /** The portal's country (COUNTRY), whose tariff and cascade answer. */
  readonly country: string;
}

/** A tool's outcome: its structured answer, or the problem a trader reads as the tool's error. */
export type McpToolOutcome<Output> =
  { readonly ok: true; readonly output: Output } | { readonly ok: false; readonly problem: Problem };

/** One tool of the MCP server: its schemas (JSON Schema, from TypeBox) and what it does. */
export interface McpTool<Input extends TObject = TObject, Output extends TObject = TObject> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: Input;
  readonly outputSchema: Output;
  run(input: Static<Input>, context: McpToolContext): Promise<McpToolOutcome<Static<Output>>>;
  /** The short text beside the structured answer, for clients that show only text. */
  text(output: Static<Output>): string;
}

/** Declares a tool with its input and output typed from its schemas. */
export function mcpTool<Input extends TObject, Output extends TObject>(
  tool: McpTool<Input, Output>,
): McpTool {
  return tool as unknown as McpTool;
}

/** The API's answer as a tool's outcome, its body taken as the output schema says (the route's own). */
export function mcpOutcomeOf<Output>(answer: McpApiAnswer): McpToolOutcome<Output> {
  return answer.ok ? { ok: true, output: answer.body as Output } : answer;
}

/** Each tool's schemas compiled at its first call: checking a call then costs microseconds. */
const validators = new WeakMap<TObject, ReturnType<typeof Compile<TObject>>>();

function validatorOf(schema: TObject) {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = Compile(schema)));
  return validator;
}

/**
 * The problem of an answer that does not match the tool's output schema: the route's answer is checked, not
 * assumed, before an assistant reads it as the schema says.
 */
export function mcpOutputProblem(schema: TObject, output: unknown): Problem | undefined {
  if (validatorOf(schema).Check(output)) return undefined;
  return problem(500, 'UNEXPECTED_ANSWER', 'The service answered in a form the tool does not declare.');
}

/**
 * The arguments' problems against the tool's input schema, named as the API names a body's (MISSING_FIELD,
 * INVALID_VALUE): the SDK's low-level server passes arguments on unchecked.
 */
export function mcpArgumentsProblem(schema: TObject, input: unknown): Problem | undefined {
  const validator = validatorOf(schema);
  if (validator.Check(input)) return undefined;
  const problems: RequestProblem[] = [];
  for (const error of validator.Errors(input)) {
    const required = (error.params as { requiredProperties?: string[] }).requiredProperties;
    const extra = (error.params as { additionalProperties?: string[] }).additionalProperties;
    if (error.keyword === 'boolean') continue;
    const path = problemPathOfPointer(error.instancePath);
    const named = required?.[0] ?? extra?.[0];
    const where = named ? (path ? `${path}.${named}` : named) : path || 'arguments';
    problems.push({
      path: where,
      code: required ? 'MISSING_FIELD' : 'INVALID_VALUE',
      message: extra ? `${where} is not an argument of this tool.` : `${where} ${error.message}.`,
    });
  }
  const [first] = problems;
  return first && problem(400, 'INVALID_REQUEST', first.message, problems);
}
