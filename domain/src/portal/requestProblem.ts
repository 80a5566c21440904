/**
 * A problem with one part of a request, as every check of the domain reports it and the API answers it:
 * `path` names the part, `code` is the key the interface translates, `params` fill in its message.
 */
export interface RequestProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}
