import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_PATTERNS_FILE, PAGE_PATTERNS_SCHEMA, pageAnswerOf, type PageAnswer } from '@tsw/domain';
import { Value } from 'typebox/value';

export interface WebPages {
  answer(path: string): PageAnswer;
}

/**
 * Which paths are pages of the built front end (the domain's pageAnswerOf, from the file the web build
 * wrote), or undefined when there is no build. A file of another shape stops the start: every path would
 * otherwise be answered wrongly.
 */
export function webPagesOf(directory: string): WebPages | undefined {
  const file = join(directory, PAGE_PATTERNS_FILE);
  if (!existsSync(file)) return undefined;
  const described: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Value.Check(PAGE_PATTERNS_SCHEMA, described)) {
    throw new Error(`${file} does not list the build's languages and page paths; build the web again.`);
  }
  return { answer: pageAnswerOf(described) };
}
