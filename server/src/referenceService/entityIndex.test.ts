import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import {
  entityDefinition,
  searchRankingFrom,
  searchRecords,
  searchRequestFromBody,
  tariffRankedRestrictionOf,
  TariffRanker,
  type EntityDefinition,
  type IsoDate,
  type ReferenceRecord,
  type ReferenceSearchBody,
  type ReferenceSearchBodyRestriction,
  type SearchOperator,
} from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { BD_TARIFF_FORMAT } from '../importing/formats/bdTariffFormat.js';
import type { CsvRow } from '../importing/importFormat.js';
import { EntityIndex } from './entityIndex.js';

const TARIFF_FILE = new URL(
  '../../../../shared/data/bd-tariff/bd_customs_tariff_2025_26.csv',
  import.meta.url,
);
const commodity = entityDefinition('commodity') as EntityDefinition;

/** Deterministic pseudo-random numbers (mulberry32), so that a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

/** The real tariff as two periods: FY2025-26 as published, FY2024-25 with every fifth line's CD changed. */
function tariffRecords(): ReferenceRecord[] {
  const rows = parse(readFileSync(TARIFF_FILE), { columns: true, bom: true }) as CsvRow[];
  const current = rows.flatMap((row) => {
    const reading = BD_TARIFF_FORMAT.readRow(row);
    return typeof reading === 'object' && 'record' in reading ? [reading.record] : [];
  });
  const previous = current.map((record, index) => ({
    ...record,
    tax01: index % 5 === 0 ? '25.00' : (record.tax01 ?? null),
    validFromDate: '2024-07-01',
    validToDate: '2025-06-30',
  }));
  return [
    ...previous,
    ...current.map((record) => ({ ...record, validFromDate: '2025-07-01', validToDate: null })),
  ];
}

describe.skipIf(!existsSync(TARIFF_FILE))('EntityIndex on the real tariff', () => {
  const records = tariffRecords();
  const index = new EntityIndex(commodity, records);
  const words = records
    .flatMap((record) => (record.description ?? '').split(/[^A-Za-z]+/))
    .filter((word) => word.length > 2);
  const codes = records.map((record) => record.code ?? '');

  function randomRestriction(random: ReturnType<typeof randomSource>): ReferenceSearchBodyRestriction {
    const operator = random.pick<SearchOperator>([
      'STARTS_WITH',
      'CONTAINS',
      'EQUALS',
      'FULL_TEXT',
      'IN',
      'NOT_IN',
      'GREATER_THAN',
      'LESS_THAN',
      'BETWEEN',
      'ENDS_WITH',
      'NOT_EQUALS',
      'IS_NULL',
      'IS_NOT_NULL',
      'EMPTY',
    ]);
    const code = random.pick(codes);
    const word = random.pick(words).slice(0, 2 + Math.floor(random.next() * 6));
    switch (operator) {
      case 'STARTS_WITH':
        return { field: 'code', operator, value: code.slice(0, 2 + Math.floor(random.next() * 6)) };
      case 'CONTAINS':
      case 'ENDS_WITH':
        return { field: 'description', operator, value: random.next() < 0.5 ? word : word.toUpperCase() };
      case 'EQUALS':
      case 'NOT_EQUALS':
        return random.next() < 0.5
          ? { field: 'code', operator, value: code }
          : { field: 'tax01', operator, value: random.pick(['0', '5', '10', '25']) };
      case 'FULL_TEXT':
        return { field: '', operator, value: random.next() < 0.5 ? code.slice(0, 4) : word };
      case 'IN':
      case 'NOT_IN':
        return { field: 'code', operator, values: [random.pick(codes), random.pick(codes), code] };
      case 'GREATER_THAN':
      case 'LESS_THAN':
        return {
          field: random.pick(['tax01', 'tax08', 'code']),
          operator,
          value: random.pick(['5', '15', '40', '0101']),
        };
      case 'BETWEEN':
        return { field: 'tax08', operator, value: '10', valueTo: random.pick(['30', '60', '100']) };
      default:
        return {
          field: random.pick(['hsCode', 'supplementaryUnit1Code', 'descriptionTranslated']),
          operator,
        };
    }
  }

  it('answers 250 random searches exactly as a full scan does', () => {
    const random = randomSource(20251123);
    for (let trial = 0; trial < 250; trial += 1) {
      const body: ReferenceSearchBody = {
        max: random.pick([1, 10, 15, 100]),
        offset: random.pick([0, 0, 5, 40]),
        restrictBy: random.pick(['AND', 'OR']),
        restrictions: Array.from({ length: 1 + Math.floor(random.next() * 3) }, () =>
          randomRestriction(random),
        ),
        meta: { validityDate: random.pick(['2024-08-15', '2025-07-01', '2025-11-23', '2023-01-01']) },
        ...(random.next() < 0.3
          ? {
              sortByFields: [
                { field: random.pick(['tax08', 'description', 'code']), order: random.pick(['ASC', 'DESC']) },
              ],
            }
          : {}),
      };
      const read = searchRequestFromBody(commodity, body, '2025-11-23' as IsoDate);
      if (!read.ok) throw new Error(JSON.stringify(read.problems));
      expect(JSON.parse(index.searchJson(read.request)), JSON.stringify(body)).toEqual(
        searchRecords(commodity, records, read.request),
      );
    }
  });

  it('answers ranked free text (the tariff search’s ranking) exactly as a full scan does', () => {
    const random = randomSource(20251125);
    const rankers = new Map<string, TariffRanker>();
    const rankerOn = (date: string) => {
      let ranker = rankers.get(date);
      if (!ranker) {
        ranker = new TariffRanker(
          index.recordsValidOn(date).map((record) => ({
            code: record.code ?? '',
            description: record.description ?? '',
          })),
        );
        rankers.set(date, ranker);
      }
      return ranker;
    };
    for (let trial = 0; trial < 60; trial += 1) {
      const text =
        random.next() < 0.3 ? random.pick(codes).slice(0, 4) : `${random.pick(words)} ${random.pick(words)}`;
      const body: ReferenceSearchBody = {
        max: random.pick([1, 10, 100]),
        restrictBy: random.pick(['AND', 'OR']),
        restrictions: [
          { field: '', operator: 'FULL_TEXT', value: text },
          ...(random.next() < 0.5 ? [randomRestriction(random)] : []),
        ],
        meta: { validityDate: random.pick(['2024-08-15', '2025-11-23']) },
        ...(random.next() < 0.3 ? { sortByFields: { tax08: 'DESC' } } : {}),
      };
      const read = searchRequestFromBody(commodity, body, '2025-11-23' as IsoDate);
      if (!read.ok) throw new Error(JSON.stringify(read.problems));
      const ranked = tariffRankedRestrictionOf(commodity, read.request);
      if (!ranked) throw new Error(`not ranked: ${text}`);
      const ranking = searchRankingFrom(
        ranked.restriction,
        rankerOn(read.request.validityDate)
          .rank(ranked.query)
          .map((line) => line.code),
      );
      expect(JSON.parse(index.searchJson(read.request, ranking)), JSON.stringify(body)).toEqual(
        searchRecords(commodity, records, read.request, ranking),
      );
    }
  });

  it('finds a past period by its date', () => {
    const read = searchRequestFromBody(
      commodity,
      {
        restrictions: [{ field: 'code', operator: 'EQUALS', value: '01012100' }],
        selectFields: ['code', 'tax01', 'validToDate'],
        meta: { validityDate: '2024-12-31' },
      },
      '2025-11-23' as IsoDate,
    );
    if (!read.ok) throw new Error('invalid');
    expect(JSON.parse(index.searchJson(read.request)).resultList).toEqual([
      { code: '01012100', tax01: '25.00', validToDate: '2025-06-30' },
    ]);
  });
});

describe('EntityIndex periods', () => {
  const record = (code: string, validFromDate: string | null, validToDate: string | null) =>
    ({ code, description: code, validFromDate, validToDate }) as ReferenceRecord;
  const index = new EntityIndex(commodity, [
    record('0101', '2024-07-01', '2025-06-30'),
    record('0102', '2025-07-01', null),
    record('0103', null, '2025-12-31'),
  ]);

  it('gives the dates that have the same records in force one period, and others another', () => {
    expect(index.periodOf('2024-06-30')).toBe('');
    expect(index.periodOf('2024-07-01')).toBe('2024-07-01');
    expect(index.periodOf('2025-06-30')).toBe('2024-07-01');
    expect(index.periodOf('2025-07-01')).toBe('2025-07-01');
    expect(index.periodOf('2025-12-31')).toBe('2025-07-01');
    expect(index.periodOf('2026-01-01')).toBe('2025-12-31+');
    expect(index.periodOf('2030-05-05')).toBe('2025-12-31+');
    // Every day of a period has the same records, and the next period's first day other ones.
    const codesOn = (date: string) => index.recordsValidOn(date).map((found) => found.code);
    expect(codesOn('2025-07-01')).toEqual(codesOn('2025-12-31'));
    expect(codesOn('2026-01-01')).not.toEqual(codesOn('2025-12-31'));
  });
});
