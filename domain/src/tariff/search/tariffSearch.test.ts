import { describe, expect, it } from 'vitest';
import { editDistance, nameQualifiersOf, searchWords, singular } from './searchWords.js';
import { tariffQueryFromText } from './tariffQuery.js';
import { TariffRanker } from './tariffRanker.js';
import { TARIFF_TEXT_READINGS } from './tariffTextReading.js';

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
    // Shoes are not "sho", which begins shoots and shock absorbers.
    expect(searchWords('shoes roes canoes mosquitoes')).toEqual(['shoe', 'roe', 'canoe', 'mosquito']);
    expect(singular('chillies')).toBe('chilli');
    expect(singular('cookies')).toBe('cookie');
    expect(singular('batteries')).toBe('battery');
    expect(searchWords('মোবাইল চার্জার')).toEqual(['মোবাইল', 'চার্জার']);
    expect(editDistance('chiken', 'chicken', 1)).toBe(1);
    expect(editDistance('sofa', 'soya', 1)).toBe(1);
    expect(editDistance('laptop', 'desktop', 1)).toBe(2);
  });

  it('folds American spellings to the British ones the HS writes', () => {
    expect(searchWords('urea fertilizers, aluminum, sulfur colored tires')).toEqual([
      'urea',
      'fertiliser',
      'aluminium',
      'sulphur',
      'coloured',
      'tyre',
    ]);
    expect(searchWords('size maize seize')).toEqual(['size', 'maize', 'seize']);
  });
});

describe('the ranking read as a trader reads it (issue 41)', () => {
  const ranker = new TariffRanker([
    { code: '0303', description: 'Fish, frozen, excluding fish fillets' },
    { code: '03038900', description: 'Other fish, frozen' },
    { code: '0307', description: 'Molluscs, whether in shell or not, frozen' },
    { code: '03074310', description: 'Cuttle fish and squid, frozen' },
    { code: '851713', description: 'Smartphones' },
    { code: '85171300', description: 'Smartphones' },
    { code: '851779', description: 'Telephone sets; parts' },
    { code: '85177900', description: 'Parts: NES of phones, mobile' },
    { code: '85171400', description: 'Other phones for cellular networks, mobile' },
    { code: '3204', description: 'Synthetic organic colouring matter' },
    { code: '32041600', description: 'Reactive dyes' },
    { code: '52081100', description: 'Woven fabrics of cotton, dyed' },
  ]);
  const codes = (text: string) => ranker.rank({ kind: 'words', text }).map((line) => line.code);

  it('gives the goods the head word names before goods it only qualifies', () => {
    expect(codes('frozen fish')[0]).toBe('03038900');
    expect(codes('frozen fish')).toContain('03074310');
    expect(codes('reactive dyes for cotton')[0]).toBe('32041600');
  });

  it('puts a line with the head word before one with only its modifiers', () => {
    const threads = new TariffRanker([
      { code: '8452', description: 'Sewing machines' },
      { code: '84521000', description: 'Household sewing machines, for cotton cloth' },
      { code: '5401', description: 'Sewing thread of man-made filaments' },
      { code: '54011000', description: 'Thread of synthetic filaments' },
    ]);
    expect(threads.rank({ kind: 'words', text: 'cotton sewing thread' })[0]?.code).toBe('54011000');
  });

  it('counts the words an everyday name covers as found: "office chair" finds seats', () => {
    const seats = new TariffRanker(
      [
        { code: '94013100', description: 'Swivel seats with variable height adjustment, of wood' },
        { code: '94021000', description: "Dentists', barbers' or similar chairs" },
        { code: '39261000', description: 'Office or school supplies of plastics' },
      ],
      [{ phrase: 'chair', code: '9401' }],
    );
    expect(seats.rank({ kind: 'words', text: 'office chair' })[0]?.code).toBe('94013100');
  });

  it('takes an everyday name whose words the query has but one, of which it has the start', () => {
    const meters = new TariffRanker(
      [
        { code: '91069000', description: 'Other apparatus for indicating time' },
        { code: '87032300', description: 'Motor cars, cylinder capacity over 1,500 cc' },
        { code: '52010000', description: 'Cotton, not carded or combed' },
        { code: '12072900', description: 'Cotton seeds, other than for sowing' },
      ],
      [
        { phrase: 'parking meters', code: '910690' },
        { phrase: 'cottonseed', code: '120729' },
        { phrase: 'car meter parts', code: '910690' },
      ],
    );
    const codesOf = (text: string) => meters.rank({ kind: 'words', text }).map((line) => line.code);
    // "park" begins "parking", "meter" is whole: the name counts as a prefix match does.
    expect(codesOf('car park meter')[0]).toBe('91069000');
    expect(meters.explain('car park meter', '91069000').names).toEqual([
      { phrase: 'parking meter', code: '910690' },
    ]);
    // One whole word at least, and one word only by its start; a start of four letters at least.
    expect(codesOf('cotton')).toEqual(['52010000', '12072900']);
    expect(meters.explain('cotton', '12072900').names).toEqual([]);
    expect(meters.explain('car meter par', '91069000').names).toEqual([]);
  });

  it('takes an everyday name with "used" only for a query that says used', () => {
    const shoes = new TariffRanker(
      [
        { code: '63090000', description: 'Worn clothing and other worn articles' },
        { code: '64041100', description: 'Sports shoes, with outer soles of rubber or plastics' },
      ],
      [
        { phrase: 'used shoes', code: '630900' },
        { phrase: 'shoe', code: '64' },
      ],
    );
    const codesOf = (text: string) => shoes.rank({ kind: 'words', text }).map((line) => line.code);
    expect(codesOf('shoes')).toEqual(['64041100']);
    expect(codesOf('used shoes')[0]).toBe('63090000');
    expect(shoes.explain('used shoes', '63090000').names).toEqual([{ phrase: 'used shoe', code: '630900' }]);
    // "Used" before "for", "in"… tells a use, not second-hand goods.
    expect(nameQualifiersOf('shoes used for running')).toEqual([]);
    expect(nameQualifiersOf('used shoes, used in sports')).toEqual(['used']);
  });

  it('puts a line naming the goods before a parts line, unless parts are asked for', () => {
    expect(codes('mobile phone')[0]).toBe('85171400');
    expect(codes('mobile phone parts')[0]).toBe('85177900');
  });

  it('says which words matched where, for each line', () => {
    expect(ranker.explain('frozen fishes', '03038900')).toEqual({
      words: [
        { word: 'frozen', found: { term: 'frozen', match: 'exact', field: 'line' } },
        { word: 'fish', found: { term: 'fish', match: 'exact', field: 'line' } },
      ],
      names: [],
    });
    expect(ranker.explain('smartphon dyes', '85171300')).toEqual({
      words: [
        { word: 'smartphon', found: { term: 'smartphone', match: 'prefix', field: 'line' } },
        { word: 'dye', found: null },
      ],
      names: [],
    });
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
    expect(ranker.explain('phone charger', '85044010')).toMatchObject({
      words: [
        { word: 'phone', found: null },
        { word: 'charger', found: { term: 'charger', match: 'exact', field: 'line' } },
      ],
      names: [{ phrase: 'phone charger', code: '85044010' }],
    });
    expect(ranker.explain('চার্জার', '85044010').words[0]?.found?.field).toBe('translation');
    expect(ranker.explain('weighing', '84713000').words[0]?.found?.field).toBe('subheading');
  });

  it('finds nothing for words the tariff does not have', () => {
    expect(codes('zzqxv')).toEqual([]);
  });
});

describe('the tariff search in French and Spanish (issue 49)', () => {
  // As the server gives a French ranker its lines: the French text first, the English one as translation.
  const ranker = new TariffRanker(
    [
      { code: '1006', description: 'Riz', descriptionTranslated: 'Rice' },
      { code: '10063000', description: 'Riz semi-blanchi ou blanchi', descriptionTranslated: 'Rice, milled' },
      { code: '1509', description: "Huile d'olive", descriptionTranslated: 'Olive oil' },
      { code: '15092000', description: 'Huile d’olive vierge extra', descriptionTranslated: 'Extra virgin' },
      { code: '15119000', description: 'Huile de palme', descriptionTranslated: 'Palm oil' },
      { code: '85171300', description: 'Téléphones intelligents', descriptionTranslated: 'Smartphones' },
      { code: '84713000', description: 'Machines portatives', descriptionTranslated: 'Laptops' },
      { code: '07099900', description: 'Olives fraîches', descriptionTranslated: 'Olives' },
    ],
    [
      { phrase: 'portable', code: '851713' },
      { phrase: 'ordinateur portable', code: '847130' },
    ],
    TARIFF_TEXT_READINGS.fr,
  );
  const codes = (text: string) => ranker.rank({ kind: 'words', text }).map((line) => line.code);

  it('finds lines by their French words, accents, plurals and elisions folded', () => {
    expect(codes('riz')).toEqual(['10063000']);
    expect(codes("l'huile d'olive")[0]).toBe('15092000');
    expect(codes('huiles d’olive')[0]).toBe('15092000');
    expect(codes('telephone')).toEqual(['85171300']);
  });

  it('names the goods with the first word, and reads English words too', () => {
    // "olive oil" as French writes it: the oil, not the olives.
    expect(codes('huile olive')[0]).toBe('15092000');
    expect(codes('smartphones')).toEqual(['85171300']);
    expect(codes('riz milled')[0]).toBe('10063000');
  });

  it('tells an English word as found in the line’s text, a French one in its HS subheading', () => {
    expect(ranker.explain('riz milled', '10063000').words).toEqual([
      { word: 'riz', found: { term: 'riz', match: 'exact', field: 'subheading' } },
      { word: 'milled', found: { term: 'milled', match: 'exact', field: 'line' } },
    ]);
  });

  it('leads everyday names to their codes, the longest name first', () => {
    expect(codes('portable')[0]).toBe('85171300');
    expect(codes('ordinateur portable')[0]).toBe('84713000');
  });
});
