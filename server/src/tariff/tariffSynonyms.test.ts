import { readFileSync, writeFileSync } from 'node:fs';
import { frenchSpanishWords, nameQualifiersOf, searchWords } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { loadHsStructure } from './hsStructure.js';
import { loadTariffSynonyms, loadTariffSynonymsIn } from './tariffSynonyms.js';

describe('the everyday names the portal ships', () => {
  const synonyms = loadTariffSynonyms();
  // A name as the lists compare them: "used" is kept, which the search drops ("used shoes" is not "shoes").
  const nameOf = (phrase: string) => [...nameQualifiersOf(phrase), ...searchWords(phrase)].join(' ');
  const codeOf = (phrase: string) =>
    synonyms.find((synonym) => nameOf(synonym.phrase) === nameOf(phrase))?.code;

  it('has Bengali names for the goods Bangladesh imports most, as traders write them', () => {
    const bengali = synonyms.filter((synonym) => /[\u0980-\u09ff]/.test(synonym.phrase));
    expect(bengali.length).toBeGreaterThan(15000);
    expect(new Set(bengali.map((synonym) => synonym.code)).size).toBeGreaterThan(2000);
    expect(codeOf('মোবাইল')).toBe('851713');
    expect(codeOf('ল্যাপটপ')).toBe('847130');
    expect(codeOf('চাউল')).toBe('1006');
    expect(codeOf('সয়াবিন তেল')).toBe('1507');
  });

  it('has English names as importers and traders write them, trade abbreviations too', () => {
    expect(synonyms.filter((synonym) => /^[\x20-\x7e]+$/.test(synonym.phrase)).length).toBeGreaterThan(24000);
    expect(codeOf('pp granules')).toBe('390210');
    expect(codeOf('hms scrap')).toBe('720449');
    expect(codeOf('hr coil')).toBe('7208');
    expect(codeOf('cooking oil')).toBe('15');
  });

  it('keeps a name with "used" apart from the same goods new: worn shoes are not shoes', () => {
    const codesOf = (phrase: string) =>
      synonyms.filter((synonym) => synonym.phrase === phrase).map(({ code }) => code);
    expect(codesOf('shoe')).toEqual(['64']);
    expect(codesOf('used shoes')).toEqual(['630900']);
  });

  it('leads every name to a chapter, heading or subheading of HS 2022', () => {
    const hs = loadHsStructure();
    // A code may be a level's, or begin several (84714: 8471.41 and 8471.49).
    const subheadings = Object.keys(hs.subheadings);
    const unknown = synonyms.filter(
      ({ code }) =>
        !(hs.chapters[code] ?? hs.headings[code] ?? hs.subheadings[code.slice(0, 6)]) &&
        !subheadings.some((subheading) => subheading.startsWith(code)),
    );
    expect(unknown.map(({ phrase, code }) => `${phrase} → ${code}`)).toEqual([]);
  });

  it('has French and Spanish names for the most common goods, read after the English ones (issue 49)', () => {
    const hs = loadHsStructure();
    const subheadings = Object.keys(hs.subheadings);
    for (const language of ['fr', 'es'] as const) {
      const names = loadTariffSynonymsIn(language);
      const nameOf = (phrase: string) => frenchSpanishWords(language, phrase).join(' ');
      const codeIn = (phrase: string) => names.find((name) => nameOf(name.phrase) === nameOf(phrase))?.code;
      const ours = JSON.parse(
        readFileSync(new URL(`../../tariff-data/everyday-names-${language}.json`, import.meta.url), 'utf8'),
      ) as { names: Record<string, string> };
      const codes = new Set(Object.values(ours.names));
      expect(codes.size).toBeGreaterThanOrEqual(300);
      const unknown = [...codes].filter(
        (code) =>
          !(hs.chapters[code] ?? hs.headings[code] ?? hs.subheadings[code]) &&
          !subheadings.some((subheading) => subheading.startsWith(code)),
      );
      expect(unknown).toEqual([]);
      // The English names stay, for queries that mix the languages.
      expect(codeIn('laptop')).toBe('847130');
      expect(codeIn(language === 'fr' ? 'riz' : 'arroz')).toBe('1006');
    }
    const loaded = { fr: loadTariffSynonymsIn('fr'), es: loadTariffSynonymsIn('es') };
    const codeOf = (language: 'fr' | 'es', phrase: string) => {
      const nameOf = (text: string) => frenchSpanishWords(language, text).join(' ');
      return loaded[language].find((name) => nameOf(name.phrase) === nameOf(phrase))?.code;
    };
    expect(codeOf('fr', 'portable')).toBe('851713');
    expect(codeOf('fr', 'ordinateur portable')).toBe('847130');
    expect(codeOf('fr', "l'huile d'olive")).toBe('1509');
    expect(codeOf('es', 'celular')).toBe('851713');
    expect(codeOf('es', 'computadora portátil')).toBe('847130');
    expect(codeOf('es', 'aceite de oliva')).toBe('1509');
  });

  it('ships the UK references corrected where HS 2022 gives another code', () => {
    // Chapter 39 note 2(y): toys are Chapter 95's, not plastics' articles; toys for pets stay by material.
    expect(codeOf('plastic toys')).toBe('950300');
    expect(codeOf('pet toys, plastic')).toBe('392690');
    // 2008.20 is pineapples.
    expect(codeOf('banana chips')).toBe('200899');
  });

  it('lets a later list correct an earlier one: ours the UK’s, the administrator’s all', () => {
    // The UK references give "solar cells" HS 2017's 8541.40; HS 2022 has no such subheading.
    expect(synonyms.filter(({ phrase }) => nameOf(phrase) === 'solar cell')).toHaveLength(1);
    const file = `${testFileFolder('tsw-synonyms-')}/names.json`;
    writeFileSync(file, JSON.stringify({ names: { 'Mobile phones': '8517', 'tea garden': '0902' } }));
    const withOurs = loadTariffSynonyms(file);
    expect(withOurs.find(({ phrase }) => phrase === 'Mobile phones')?.code).toBe('8517');
    expect(withOurs.filter(({ phrase }) => nameOf(phrase) === 'mobile phone')).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).toContain('tea garden');
  });
});
