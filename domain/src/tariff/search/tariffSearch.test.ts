import { describe, expect, it } from 'vitest';
import { editDistance, searchWords, singular } from './searchWords.js';
import { tariffQueryFromText } from './tariffQuery.js';
import { TariffRanker } from './tariffRanker.js';

const LINES = [
  {
    code: '847130',
    description: 'Portable automatic data-processing machines, weighing not more than 10 kg',
  },
  { code: '84713000', description: 'Portable digital ADP machines, laptops and notebooks' },
  { code: '84714100', description: 'Other automatic data-processing machines' },
  { code: '850440', description: 'Static converters' },
  {
    code: '85044010',
    description: 'Mobile battery chargers',
    descriptionTranslated: 'মোবাইল ব্যাটারি চার্জার',
  },
  { code: '85044090', description: 'Other static converters' },
  { code: '02071200', description: 'Fowls, not cut in pieces, frozen' },
  { code: '02071410', description: 'Frozen cuts and offal of chicken' },
  { code: '03038900', description: 'Other fish, frozen' },
  { code: '94016100', description: 'Upholstered seats with wooden frames' },
  { code: '21031000', description: 'Soya sauce' },
];

describe('the tariff search box', () => {
  it('reads digits in any script as a code, the rest as keywords, each with its length limits', () => {
    expect(tariffQueryFromText(' 8471.30 ')).toEqual({ ok: true, query: { kind: 'code', digits: '847130' } });
    expect(tariffQueryFromText('০১০১')).toEqual({ ok: true, query: { kind: 'code', digits: '0101' } });
    expect(tariffQueryFromText('8')).toMatchObject({
      ok: false,
      problem: { code: 'CODE_TOO_SHORT', params: { min: 2 } },
    });
    expect(tariffQueryFromText('x')).toMatchObject({
      ok: false,
      problem: { code: 'KEYWORD_TOO_SHORT', params: { min: 2 } },
    });
    expect(tariffQueryFromText('!?')).toMatchObject({ ok: false, problem: { code: 'KEYWORD_TOO_SHORT' } });
    expect(tariffQueryFromText('চ')).toMatchObject({ ok: false, problem: { code: 'KEYWORD_TOO_SHORT' } });
    expect(tariffQueryFromText('   ')).toMatchObject({ ok: false, problem: { code: 'QUERY_EMPTY' } });
    expect(tariffQueryFromText('x'.repeat(201))).toMatchObject({
      ok: false,
      problem: { code: 'KEYWORD_TOO_LONG' },
    });
    // Bengali words of one or two grapheme clusters: the vowel sign counts as the writer counts it.
    for (const word of ['tv', 'চা', 'চাল', 'গম', 'চাল ২৫ কেজি']) {
      expect(tariffQueryFromText(word)).toEqual({ ok: true, query: { kind: 'words', text: word } });
    }
    expect(tariffQueryFromText('frozen chicken')).toEqual({
      ok: true,
      query: { kind: 'words', text: 'frozen chicken' },
    });
  });

  it('folds case, diacritics and plurals, and drops words that say nothing', () => {
    expect(searchWords('Crème of the Laptops, batteries & BOXES')).toEqual([
      'creme',
      'laptop',
      'battery',
      'box',
    ]);
    expect(searchWords('glass lenses bus')).toEqual(['glass', 'lense', 'bus']);
    expect(singular('potatoes')).toBe('potato');
    expect(searchWords('মোবাইল চার্জার')).toEqual(['মোবাইল', 'চার্জার']);
    expect(editDistance('chiken', 'chicken', 1)).toBe(1);
    expect(editDistance('sofa', 'soya', 1)).toBe(1);
    expect(editDistance('laptop', 'desktop', 1)).toBe(2);
  });
});

describe('the tariff ranking', () => {
  const ranker = new TariffRanker(LINES, [
    { phrase: 'sofas', code: '9401' },
    { phrase: 'phone charger', code: '85044010' },
  ]);
  const codes = (text: string) => {
    const parsed = tariffQueryFromText(text);
    if (!parsed.ok) throw new Error(parsed.problem.message);
    return ranker.rank(parsed.query).map((line) => line.code);
  };

  it('answers with national lines, not the subheadings they refine', () => {
    expect(ranker.lineCount).toBe(LINES.length - 2);
    expect(codes('8471')).toEqual(['84713000', '84714100']);
  });

  it('puts an exact code first, then the codes it begins', () => {
    expect(codes('84714100')).toEqual(['84714100']);
    expect(codes('8504')).toEqual(['85044010', '85044090']);
  });

  it('ranks lines with every word above lines with some, whole words above partial ones', () => {
    expect(codes('frozen chicken')[0]).toBe('02071410');
    expect(codes('frozen chicken')).toContain('03038900');
    expect(codes('laptop')[0]).toBe('84713000');
  });

  it('finds words through the broader line above (subheading context)', () => {
    expect(codes('portable machines')[0]).toBe('84713000');
    expect(codes('weighing')).toEqual(['84713000']);
  });

  it('tolerates a typo, and prefers a real word to a near miss', () => {
    expect(codes('frozen chiken')[0]).toBe('02071410');
    // "sofa" is an everyday name: the synonym wins over "soya", one letter away.
    expect(codes('sofa')[0]).toBe('94016100');
  });

  it('leads everyday names to their codes, and Bengali words to translated lines', () => {
    expect(codes('mobile phone charger')[0]).toBe('85044010');
    expect(codes('চার্জার')).toEqual(['85044010']);
  });

  it('finds nothing for words the tariff does not have', () => {
    expect(codes('zzqxv')).toEqual([]);
  });
});
