import { describe, expect, it } from 'vitest';
import { HS_NOTHING_SEARCHED, hsNomenclatureOf } from '../fusion/hsFinderSuggestions.js';
import type { HsTrainingExample } from '../hsClassifier.js';
import { hsClassifierFrom } from './hsClassifierFrom.js';
import { decodeHsModel, encodeHsModel } from './hsModelData.js';
import { hsFusionFitTexts, trainHsClassifier } from './trainHsClassifier.js';

const NOMENCLATURE: HsTrainingExample[] = [
  {
    text: 'Footwear with outer soles and uppers of rubber or plastics (Footwear)',
    code: '6402',
    source: 'hs',
  },
  { text: 'Sports footwear', code: '640219', source: 'hs' },
  { text: 'Other footwear, covering the ankle', code: '640291', source: 'hs' },
  { text: 'Other', code: '640299', source: 'hs' },
  { text: 'Footwear with uppers of textile materials (Footwear)', code: '6404', source: 'hs' },
  { text: 'Footwear with outer soles of rubber or plastics', code: '640419', source: 'hs' },
  { text: 'Coffee, whether or not roasted (Coffee, tea, mate and spices)', code: '0901', source: 'hs' },
  { text: 'Coffee; roasted, not decaffeinated', code: '090121', source: 'hs' },
  { text: 'Coffee; not roasted, not decaffeinated', code: '090111', source: 'hs' },
  { text: 'Tea, whether or not flavoured (Coffee, tea, mate and spices)', code: '0902', source: 'hs' },
  { text: 'Black tea, fermented, in packings not exceeding 3 kg', code: '090230', source: 'hs' },
  { text: 'Green tea, not fermented', code: '090210', source: 'hs' },
  { text: 'Washing machines, household or laundry type (Machinery)', code: '8450', source: 'hs' },
  { text: 'Fully-automatic washing machines, capacity not exceeding 10 kg', code: '845011', source: 'hs' },
  { text: 'Telephones for cellular networks or other wireless networks', code: '851713', source: 'hs' },
  {
    text: 'Telephone sets and other apparatus for voice (Electrical machinery)',
    code: '8517',
    source: 'tariff',
  },
  { text: 'কালো চা, গাঁজনকৃত', code: '090230', source: 'tariff' },
  { text: 'ভাজা কফি', code: '090121', source: 'tariff' },
];

const PEOPLE: HsTrainingExample[] = [
  { text: 'canvas trainers for kids', code: '640419', source: 'labelled' },
  { text: 'canvas sneakers', code: '640419', source: 'labelled' },
  { text: 'plastic flip flops', code: '640299', source: 'labelled' },
  { text: 'rubber wellington boots', code: '640291', source: 'labelled' },
  { text: 'ground coffee beans', code: '090121', source: 'labelled' },
  { text: 'assam tea bags', code: '090230', source: 'labelled' },
  { text: 'smartphone', code: '851713', source: 'everydayName' },
  { text: 'mobile phone', code: '851713', source: 'everydayName' },
];

const model = trainHsClassifier([...NOMENCLATURE, ...PEOPLE], { version: 'test' });

describe('the HS model', () => {
  it('guesses a description in the words of a trader', () => {
    const [first] = hsClassifierFrom(model).guess(
      'rubber-soled canvas shoes for children with velcro straps',
      3,
    );
    expect(first?.hsCode).toBe('640419');
    expect(first?.matchedWords).toEqual(expect.arrayContaining(['canvas']));
    expect(first?.evidence[0]?.code.startsWith('6404')).toBe(true);
  });

  it('answers at most `limit` subheadings of 6 digits, by probability, summing to at most 1', () => {
    const guesses = hsClassifierFrom(model).guess('roasted coffee', 4);
    expect(guesses[0]?.hsCode).toBe('090121');
    expect(guesses.length).toBeLessThanOrEqual(4);
    for (const guess of guesses) {
      expect(guess.hsCode).toMatch(/^\d{6}$/);
      expect(guess.probability).toBeGreaterThan(0);
      expect(guess.evidence.length).toBeLessThanOrEqual(3);
    }
    const probabilities = guesses.map(({ probability }) => probability);
    expect(probabilities).toEqual([...probabilities].sort((left, right) => right - left));
    expect(probabilities.reduce((sum, probability) => sum + probability, 0)).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('never names a one-letter word as matched ("t" of "t-shirt")', () => {
    const shirts = trainHsClassifier([
      ...NOMENCLATURE,
      { text: 'T-shirts, singlets and other vests; of cotton', code: '610910', source: 'hs' },
      { text: 'cotton t-shirt', code: '610910', source: 'labelled' },
    ]);
    const [first] = hsClassifierFrom(shirts).guess('cotton t-shirts for men', 1);
    expect(first?.hsCode).toBe('610910');
    expect(first?.matchedWords).toEqual(expect.arrayContaining(['cotton', 'shirts']));
    expect(first?.matchedWords).not.toContain('t');
  });

  it('understands Bengali through the Bengali descriptions', () => {
    const [first] = hsClassifierFrom(model).guess('কালো চা', 2);
    expect(first?.hsCode).toBe('090230');
    expect(first?.matchedWords).toEqual(['কালো', 'চা']);
  });

  it('learns French and Spanish texts apart, and compares only French and Spanish descriptions with them', () => {
    const french = trainHsClassifier(
      [
        ...NOMENCLATURE,
        ...PEOPLE,
        {
          text: 'De cafés torréfiés (Café, thé, maté et épices)',
          code: '090121',
          source: 'hs',
          language: 'fr',
        },
        {
          text: 'Thé noir fermenté (Café, thé, maté et épices)',
          code: '090230',
          source: 'hs',
          language: 'fr',
        },
        { text: 'téléphone portable', code: '851713', source: 'everydayName', language: 'fr' },
        { text: 'zapatillas de lona', code: '640419', source: 'everydayName', language: 'es' },
        { text: 'teléfono celular', code: '851713', source: 'everydayName', language: 'es' },
      ],
      { version: 'test' },
    );
    expect(french.texts).not.toContain('téléphone portable');
    expect(french.frenchSpanish?.texts).toContain('téléphone portable');
    const classifier = hsClassifierFrom(decodeHsModel(encodeHsModel(french)));
    const guess = (text: string, language?: string) => classifier.guess(text, 1, language)[0]?.hsCode;
    expect(guess('cafés torréfiés', 'fr')).toBe('090121');
    expect(guess('thé noir fermenté', 'fr')).toBe('090230');
    expect(guess('telephones portables', 'fr')).toBe('851713');
    expect(guess('telefonos celulares', 'es')).toBe('851713');
    // An English description is answered as before: the French texts are not its neighbours.
    expect(classifier.guess('black tea', 3)).toEqual(hsClassifierFrom(model).guess('black tea', 3));
  });

  it('gives nothing for words it has never seen', () => {
    expect(hsClassifierFrom(model).guess('zzzqx', 5)).toEqual([]);
    expect(hsClassifierFrom(model).guess('coffee', 0)).toEqual([]);
  });

  it('learns from an imported history: an extra example changes the answer for its description', () => {
    const description = 'blue ceramic mug with lid';
    const before = hsClassifierFrom(model).guess(description, 1)[0]?.hsCode;
    expect(before).not.toBe('691200');
    const history = trainHsClassifier([
      ...NOMENCLATURE,
      ...PEOPLE,
      { text: 'Ceramic tableware and kitchenware, other than of porcelain', code: '691200', source: 'hs' },
      { text: 'blue ceramic mug with lid', code: '691200', source: 'history' },
    ]);
    expect(hsClassifierFrom(history).guess(description, 1)[0]?.hsCode).toBe('691200');
  });

  it('keeps a stable sample of a long history per subheading', () => {
    const history: HsTrainingExample[] = Array.from({ length: 50 }, (_, index) => ({
      text: `blue mug number ${index} a${index}`,
      code: '691200',
      source: 'history',
    }));
    const sampled = trainHsClassifier([...NOMENCLATURE, ...history], { maxHistoryPerCode: 10 });
    const kept = sampled.texts.filter((text) => text.startsWith('blue mug'));
    expect(kept).toHaveLength(10);
    const again = trainHsClassifier([...NOMENCLATURE, ...[...history].reverse()], { maxHistoryPerCode: 10 });
    expect(again.texts.filter((text) => text.startsWith('blue mug')).sort()).toEqual([...kept].sort());
  });

  it('survives its bytes: encoded, decoded, it answers the same', () => {
    const bytes = encodeHsModel(model);
    const decoded = decodeHsModel(bytes);
    expect(decoded).toEqual(model);
    expect(hsClassifierFrom(decoded).guess('green tea', 3)).toEqual(
      hsClassifierFrom(model).guess('green tea', 3),
    );
    expect(() => decodeHsModel(new TextEncoder().encode('{"format":"other"}'))).toThrow(/Not an HS model/);
  });

  it('learns only the subheading: longer codes are cut, codes shorter than a heading dropped', () => {
    const cut = trainHsClassifier([
      { text: 'instant coffee', code: '2101.11.0000', source: 'labelled' },
      { text: 'coffee and tea', code: '09', source: 'labelled' },
    ]);
    expect(cut.codes).toEqual(['210111']);
  });
});

describe('the calibration', () => {
  /** Descriptions of six goods, each labelled half the time with its code and half with another's. */
  const examples: HsTrainingExample[] = [...NOMENCLATURE];
  const goods = [
    ['canvas sneakers', '640419'],
    ['roasted coffee', '090121'],
    ['black tea', '090230'],
    ['washing machine', '845011'],
    ['mobile phone', '851713'],
    ['rubber boots', '640291'],
  ] as const;
  for (let index = 0; index < 300; index++) {
    const [text, code] = goods[index % goods.length] ?? goods[0];
    const noisy =
      Math.floor(index / goods.length) % 2 === 1 ? (goods[(index + 1) % goods.length]?.[1] ?? code) : code;
    examples.push({ text: `${text} lot ${index}`, code: noisy, source: 'labelled' });
  }
  const trained = trainHsClassifier(examples);

  it('keeps every probability within [0, 1] and the table counts each held-out description once', () => {
    const counted = trained.calibration.reduce((sum, bin) => sum + bin.count, 0);
    expect(counted).toBeGreaterThan(30);
    for (const bin of trained.calibration) expect(bin.right).toBeLessThanOrEqual(bin.count);
    expect(trained.parameters.temperature).toBeGreaterThan(0);
  });

  it('does not promise more than it delivers: half-wrong labels give first guesses well below certainty', () => {
    const counted = trained.calibration.filter((bin) => bin.count > 0);
    const meanProbability =
      counted.reduce((sum, bin) => sum + ((bin.from + bin.to) / 2) * bin.count, 0) /
      counted.reduce((sum, bin) => sum + bin.count, 0);
    expect(meanProbability).toBeLessThan(0.8);
    expect(meanProbability).toBeGreaterThan(0.2);
  });

  it('promises less when descriptions written elsewhere show the model wrong more often', () => {
    // Product titles for the same goods, coded by someone who disagrees with the labelled texts.
    const calibrationExamples = Array.from({ length: 60 }, (_, index) => {
      const [text] = goods[index % goods.length] ?? goods[0];
      const [, otherCode] = goods[(index + 2) % goods.length] ?? goods[0];
      return { text: `${text} item ${index}`, code: otherCode };
    });
    const humbled = trainHsClassifier(examples, { calibrationExamples });
    const first = (model: typeof trained) => hsClassifierFrom(model).guess('roasted coffee beans', 1)[0];
    expect(humbled.parameters.confidenceScale).toBeDefined();
    expect(first(humbled)?.hsCode).toBe(first(trained)?.hsCode);
    expect(first(humbled)?.probability ?? 1).toBeLessThan((first(trained)?.probability ?? 0) - 0.1);
  });

  it("fits the fused answer's probability when given the search, held-out descriptions only", () => {
    const headings = Object.fromEntries(goods.map(([text, code]) => [code.slice(0, 4), text]));
    const subheadings = Object.fromEntries(goods.map(([text, code]) => [code, text]));
    const searched: string[] = [];
    const fused = trainHsClassifier(examples, {
      fusion: {
        nomenclature: hsNomenclatureOf(headings, subheadings),
        search: (text) => {
          searched.push(text);
          return HS_NOTHING_SEARCHED;
        },
      },
    });
    expect(fused.parameters.fusedConfidence).toBeDefined();
    // The model's own calibration is as without it; the fit searched what hsFusionFitTexts names.
    expect(fused.parameters.confidenceScale).toEqual(trained.parameters.confidenceScale);
    expect(new Set(searched)).toEqual(new Set(hsFusionFitTexts(examples)));
    expect(trained.parameters.fusedConfidence).toBeUndefined();
  });
});
