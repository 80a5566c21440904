/**
 * The tariff search's relevance benchmark (issues 5 and 41): everyday queries in English and Bengali
 * (bench/relevance/tariff-queries.json, written by us blind to the search) against the tariff a fresh portal
 * ships, searched as the portal searches it. For each, is an accepted heading the first answer (top-1), or
 * among the first five (top-5)? Printed per language for the ranked search with the shipped everyday names,
 * with the UK search references only, with no names, and for the reference contract's plain
 * `description CONTAINS` (answers in code order). Run: npm run bench:relevance
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { foldText, searchWords, type TariffSearchLine } from '@tsw/domain';
import { shippedTariffRanker } from '@tsw/server/tariff/shippedTariffRanker';
import { benchTariffLines, benchTariffNames, rankedSearcher, type Searcher } from './benchTariffSearch.js';
import { loadTariffSynonyms } from '@tsw/server/tariff/tariffSynonyms';

const QUERIES = new URL('../relevance/tariff-queries.json', import.meta.url).pathname;
const LANGUAGES = ['en', 'bn'] as const;
/** The issue's targets (41): top-1 and top-5 heading per language; none for Bengali top-1. */
const TARGETS = { en: { top1: 0.9, top5: 0.98 }, bn: { top1: undefined, top5: 0.95 } } as const;

interface Case {
  readonly query: string;
  readonly headings: readonly string[];
  readonly language: (typeof LANGUAGES)[number];
  readonly source: string;
  /** Why the accepted headings were changed after a review against HS 2022's texts and notes. */
  readonly reviewed?: string;
}

/** The tariff search as ASYCUDA-style clients send it: the description CONTAINS the words, as typed. */
function containsSearcher(lines: readonly TariffSearchLine[]): Searcher {
  const folded = [...lines]
    .sort((left, right) => left.code.localeCompare(right.code))
    .map((line) => ({ code: line.code, text: foldText(line.description) }));
  return (text) => {
    const needle = foldText(text.trim());
    return folded.filter((line) => line.text.includes(needle)).map((line) => line.code);
  };
}

function score(searcher: Searcher, cases: readonly Case[]) {
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  for (const { query, headings } of cases) {
    const answers = searcher(query);
    const accepted = (code: string | undefined) =>
      code !== undefined && headings.some((heading) => code.startsWith(heading));
    if (accepted(answers[0])) top1++;
    if (answers.slice(0, 5).some(accepted)) top5++;
    else misses.push(`${query} [${headings.join(' ')}] → ${answers.slice(0, 3).join(', ') || 'nothing'}`);
  }
  return { top1: top1 / cases.length, top5: top5 / cases.length, misses };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const withTarget = (value: number, target: number | undefined) =>
  target === undefined ? percent(value) : `${percent(value)} (target ${percent(target)})`;

function main(): void {
  const { queries } = JSON.parse(readFileSync(QUERIES, 'utf8')) as { queries: Case[] };
  const shippedNames = new Set(loadTariffSynonyms().map((name) => searchWords(name.phrase).join(' ')));
  const uk = benchTariffNames('uk-search-references.json');
  const portal = shippedTariffRanker();
  // The transcription of the schedule lacks some headings (../shared/data/bd-tariff): the search finds them
  // only as HS subheadings the schedule lacks (scheduleGapsOf), with no rates.
  const scheduleCodes = benchTariffLines()
    .map((line) => line.code)
    .filter((code) => code.length === 8);
  const lacking = queries.filter((query) =>
    query.headings.every((heading) => !scheduleCodes.some((code) => code.startsWith(heading))),
  );
  const rows = [
    ['ranked search, shipped names (the portal)', rankedSearcher(portal)],
    ['ranked search, UK references only', rankedSearcher(shippedTariffRanker(uk))],
    ['ranked search, no names', rankedSearcher(shippedTariffRanker([]))],
    ['plain description CONTAINS', containsSearcher(benchTariffLines())],
  ] as const;
  const counts = new Map<string, number>();
  for (const query of queries) {
    const key = `${query.language} ${query.source}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const bySource = [...counts].map(([key, count]) => `${key} ${count}`);
  const named = queries.filter((query) => shippedNames.has(searchWords(query.query).join(' ')));
  console.log(`\n${queries.length} everyday queries (${bySource.join(', ')}).`);
  console.log(
    `${named.length} of them are word for word a name the portal ships; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}.\n`,
  );
  console.log(
    `${lacking.length} ask for a heading the shipped tariff has no line of (found, if at all, as HS ` +
      `subheadings the schedule lacks): ` +
      `${lacking.map((query) => `${query.query} [${query.headings.join(' ')}]`).join(', ')}.\n`,
  );
  console.log('| search | language | queries | top-1 heading | top-5 heading |');
  console.log('|---|---|---:|---:|---:|');
  const shippedMisses: string[] = [];
  for (const [name, searcher] of rows) {
    for (const language of LANGUAGES) {
      const cases = queries.filter((query) => query.language === language);
      const result = score(searcher, cases);
      const shipped = name === rows[0][0];
      const target = TARGETS[language];
      console.log(
        `| ${name} | ${language} | ${cases.length} | ` +
          `${shipped ? withTarget(result.top1, target.top1) : percent(result.top1)} | ` +
          `${shipped ? withTarget(result.top5, target.top5) : percent(result.top5)} |`,
      );
      if (shipped) shippedMisses.push(...result.misses);
    }
  }
  for (const language of LANGUAGES) {
    const cases = queries.filter((query) => query.language === language && !lacking.includes(query));
    const result = score(rankedSearcher(portal), cases);
    console.log(
      `| the portal, on headings the shipped tariff has | ${language} | ${cases.length} | ` +
        `${percent(result.top1)} | ${percent(result.top5)} |`,
    );
  }
  if (shippedMisses.length > 0)
    console.log(
      `\nMissed by the portal's search (top 5):\n${shippedMisses.map((miss) => `  ${miss}`).join('\n')}`,
    );
}

main();
