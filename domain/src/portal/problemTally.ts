import type { RequestProblem } from './requestProblem.js';

/**
 * Problems an import answers with: the first ones, enough to mend a file, and how many there were in all.
 * A hostile file can hold millions, and each kept would cost memory.
 */
export const IMPORT_PROBLEMS_SHOWN = 1000;

/**
 * Problems counted as they are found, only the first `shown` of them kept: a file with millions of problems
 * costs a counter, not a list of millions.
 */
export class ProblemTally<Found extends RequestProblem = RequestProblem> {
  private readonly first: Found[] = [];
  private found = 0;

  constructor(private readonly shown: number = IMPORT_PROBLEMS_SHOWN) {}

  add(problem: Found): void {
    this.found += 1;
    if (this.first.length < this.shown) this.first.push(problem);
  }

  /** How many problems were found, kept or not. */
  get count(): number {
    return this.found;
  }

  /** The first problems found, in the order they were found. */
  get kept(): readonly Found[] {
    return this.first;
  }
}
