import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** Real codes and words of the Bangladesh tariff, so that each request asks for something different. */
export interface BenchInputs {
  readonly codes: readonly string[];
  readonly words: readonly string[];
  /** Words of each chapter's lines, for AND searches that find something. */
  readonly wordsByChapter: ReadonlyMap<string, readonly string[]>;
}

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'not',
  'other',
  'with',
  'than',
  'whether',
  'excluding',
  'including',
]);

export function benchInputsFromTariff(path: string): BenchInputs {
  const rows = parse(readFileSync(path), { columns: true, bom: true }) as Record<string, string>[];
  const codes: string[] = [];
  const words = new Set<string>();
  const wordsByChapter = new Map<string, Set<string>>();
  for (const row of rows) {
    const code = row.hs_code_digits ?? '';
    codes.push(code);
    const chapterWords = wordsByChapter.get(code.slice(0, 2)) ?? new Set<string>();
    for (const word of (row.description_bd ?? '').toLowerCase().split(/[^a-z]+/)) {
      if (word.length >= 4 && !STOP_WORDS.has(word)) {
        words.add(word);
        chapterWords.add(word);
      }
    }
    wordsByChapter.set(code.slice(0, 2), chapterWords);
  }
  return {
    codes,
    words: [...words],
    wordsByChapter: new Map([...wordsByChapter].map(([chapter, set]) => [chapter, [...set]])),
  };
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}
