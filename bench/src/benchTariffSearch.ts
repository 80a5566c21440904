import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  tariffQueryFromText,
  type TariffRanker,
  type TariffSearchLine,
  type TariffSynonym,
} from '@tsw/domain';
import { BENCH_NOMENCLATURE, BENCH_TARIFF } from './benchTariffData.js';

/*
 * The portal's ranked tariff search as the quality benchmarks run it in process: the Bangladesh tariff's lines
 * and HS 2022's subheadings from ../shared/data, with the everyday names the portal ships.
 */

const TARIFF_DATA = new URL('../../server/tariff-data/', import.meta.url).pathname;

/** The codes a search answers for a text, best first. */
export type Searcher = (query: string) => string[];

/** The names of one shipped file (uk-search-references.json, everyday-names.json). */
export function benchTariffNames(file: string): TariffSynonym[] {
  const { names } = JSON.parse(readFileSync(join(TARIFF_DATA, file), 'utf8')) as {
    names: Record<string, string>;
  };
  return Object.entries(names).map(([phrase, code]) => ({ phrase, code }));
}

export function benchTariffLines(): TariffSearchLine[] {
  const tariff = parse(readFileSync(BENCH_TARIFF), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
  const hs = parse(readFileSync(BENCH_NOMENCLATURE), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
  return [
    ...tariff.map((row) => ({
      code: row.hs_code_digits ?? '',
      description: (row.description_bd ?? '').replace(/\.{2,}$/, ''),
    })),
    ...hs
      .filter((row) => row.level === '6')
      .map((row) => ({ code: row.code ?? '', description: row.description ?? '' })),
  ];
}

/** The ranker's codes for a text, as the search box reads it. */
export function rankedSearcher(ranker: TariffRanker): Searcher {
  return (text) => {
    const parsed = tariffQueryFromText(text);
    return parsed.ok ? ranker.rank(parsed.query).map((line) => line.code) : [];
  };
}
