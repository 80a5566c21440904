import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/isoDate.js';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';
import { searchRecords } from './searchEvaluation.js';
import { searchRankingFrom, tariffRankedRestrictionOf } from './searchRanking.js';
import type { ReferenceSearchBody } from './referenceSearchSchemas.js';
import { searchRequestFromBody, type Restriction, type SearchRequest } from './searchRequest.js';

const commodity = entityDefinition('commodity') as EntityDefinition;
const bank = entityDefinition('bank') as EntityDefinition;

function request(body: ReferenceSearchBody, definition = commodity): SearchRequest {
  const read = searchRequestFromBody(definition, body, '2025-11-23' as IsoDate);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.request;
}

/** The request's first restriction, which these tests make the FULL_TEXT one. */
function firstRestriction(searchRequest: SearchRequest): Restriction {
  const [first] = searchRequest.restrictions;
  if (!first) throw new Error('no restriction');
  return first;
}

const fullText = (value: string, field = '') => ({
  restrictions: [{ field, operator: 'FULL_TEXT', value }],
});

describe('tariffRankedRestrictionOf', () => {
  it('ranks free text on the tariff’s descriptions that the tariff search takes', () => {
    expect(tariffRankedRestrictionOf(commodity, request(fullText('phone charger')))?.query).toEqual({
      kind: 'words',
      text: 'phone charger',
    });
    expect(
      tariffRankedRestrictionOf(commodity, request(fullText('0101.21', 'descriptionTranslated')))?.query,
    ).toEqual({ kind: 'code', digits: '010121' });
  });

  it('ranks CONTAINS on descriptionTranslated in a French or Spanish search (issue 49)', () => {
    const contains = (lang?: string) => ({
      restrictions: [{ field: 'descriptionTranslated', operator: 'CONTAINS', value: 'riz' }],
      ...(lang ? { meta: { lang } } : {}),
    });
    expect(tariffRankedRestrictionOf(commodity, request(contains('fr')))?.query).toEqual({
      kind: 'words',
      text: 'riz',
    });
    expect(tariffRankedRestrictionOf(commodity, request(contains('es')))).toBeDefined();
    // The administration's own translation (Bengali) is matched as it is written.
    expect(tariffRankedRestrictionOf(commodity, request(contains('bn')))).toBeUndefined();
    expect(tariffRankedRestrictionOf(commodity, request(contains()))).toBeUndefined();
  });

  it('leaves other free text to the word match', () => {
    expect(tariffRankedRestrictionOf(commodity, request(fullText('a')))).toBeUndefined();
    expect(tariffRankedRestrictionOf(commodity, request(fullText('')))).toBeUndefined();
    expect(tariffRankedRestrictionOf(commodity, request(fullText('horse', 'hsCode')))).toBeUndefined();
    expect(tariffRankedRestrictionOf(bank, request(fullText('sonali'), bank))).toBeUndefined();
  });
});

describe('searchRecords with a ranking', () => {
  const records: ReferenceRecord[] = [
    { code: '01012100', description: 'Pure-bred horses', tax01: '5.00' },
    { code: '01012900', description: 'Other horses', tax01: '5.00' },
    { code: '85044010', description: 'Chargers for phones', tax01: '15.00' },
    { code: '85171300', description: 'Smartphones', tax01: '25.00' },
  ];
  const codes = (result: { resultList: ReferenceRecord[] }) => result.resultList.map((record) => record.code);

  it('matches the ranked codes, best first unless an order is asked for', () => {
    const ranked = request(fullText('phone charger'));
    const ranking = searchRankingFrom(firstRestriction(ranked), ['85171300', '85044010']);
    expect(codes(searchRecords(commodity, records, ranked, ranking))).toEqual(['85171300', '85044010']);
    const sorted = request({ ...fullText('phone charger'), sortByFields: { code: 'ASC' } });
    const sortedRanking = searchRankingFrom(firstRestriction(sorted), ['85171300', '85044010']);
    expect(codes(searchRecords(commodity, records, sorted, sortedRanking))).toEqual(['85044010', '85171300']);
  });

  it('puts records another restriction of an OR found after the ranked ones', () => {
    const body = {
      restrictions: [
        { field: '', operator: 'FULL_TEXT', value: 'smartphone' },
        { field: 'code', operator: 'STARTS_WITH', value: '0101' },
      ],
    };
    const either = request(body);
    const ranking = searchRankingFrom(firstRestriction(either), ['85171300']);
    expect(codes(searchRecords(commodity, records, either, ranking))).toEqual([
      '85171300',
      '01012100',
      '01012900',
    ]);
    const both = request({ ...body, restrictBy: 'AND' });
    expect(
      searchRecords(commodity, records, both, searchRankingFrom(firstRestriction(both), ['85171300'])),
    ).toEqual({ resultList: [], totalCount: 0 });
  });
});
