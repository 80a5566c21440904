/**
 * The tariff search's relevance benchmark (issue 5): everyday queries (bench/relevance/tariff-queries.json,
 * written by us) against the Bangladesh tariff and HS 2022 subheadings from ../shared/data. For each, is
 * an accepted heading the first answer (top-1), or among the first five (top-5)? Printed for our ranked
 * search, for it without our own everyday names (the UK search references only), and for the reference
 * contract's plain `description CONTAINS` (answers in code order). Run: npm run bench:relevance
 */
import { readFileSync } from 'node:fs';
import { foldText, type TariffSearchLine } from '@tsw/domain';
import { benchTariffLines, benchTariffNames, rankedSearcher, type Searcher } from './benchTariffSearch.js';

const QUERIES = new URL('../relevance/tariff-queries.json', import.meta.url).pathname;

interface Case {
  readonly query: string;
  readonly headings: readonly string[];
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
    else misses.push(`${query} → ${answers.slice(0, 3).join(', ') || 'nothing'}`);
  }
  return { top1: top1 / cases.length, top5: top5 / cases.length, misses };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function main(): void {
  const { queries } = JSON.parse(readFileSync(QUERIES, 'utf8')) as { queries: Case[] };
  const lines = benchTariffLines();
  const uk = benchTariffNames('uk-search-references.json');
  const ours = benchTariffNames('everyday-names.json');
  const rows = [
    ['ranked search (shipped names)', score(rankedSearcher(lines, [...uk, ...ours]), queries)],
    ['ranked search, UK references only', score(rankedSearcher(lines, uk), queries)],
    ['ranked search, no names', score(rankedSearcher(lines, []), queries)],
    ['plain description CONTAINS', score(containsSearcher(lines), queries)],
  ] as const;
  console.log(`\n${queries.length} everyday queries; ${lines.length} tariff lines and HS subheadings.\n`);
  console.log('| search | top-1 heading | top-5 heading |');
  console.log('|---|---:|---:|');
  for (const [name, result] of rows)
    console.log(`| ${name} | ${percent(result.top1)} | ${percent(result.top5)} |`);
  const [, shipped] = rows[0];
  if (shipped.misses.length > 0)
    console.log(
      `\nMissed by the ranked search (top 5):\n${shipped.misses.map((miss) => `  ${miss}`).join('\n')}`,
    );
}

main();
