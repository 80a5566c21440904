import { readFileSync, writeFileSync } from 'node:fs';
import { searchWords } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { loadHsStructure } from './hsStructure.js';
import { loadTariffSynonyms } from './tariffSynonyms.js';

describe('the everyday names the portal ships', () => {
  const synonyms = loadTariffSynonyms();
  const nameOf = (phrase: string) => searchWords(phrase).join(' ');
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

  it('lets a later list correct an earlier one: ours the UK’s, the administrator’s all', () => {
    // The UK references give "solar cells" HS 2017's 8541.40; HS 2022 has no such subheading.
    expect(synonyms.filter(({ phrase }) => searchWords(phrase).join(' ') === 'solar cell')).toHaveLength(1);
    const file = `${testFileFolder('tsw-synonyms-')}/names.json`;
    writeFileSync(file, JSON.stringify({ names: { 'Mobile phones': '8517', 'tea garden': '0902' } }));
    const withOurs = loadTariffSynonyms(file);
    expect(withOurs.find(({ phrase }) => phrase === 'Mobile phones')?.code).toBe('8517');
    expect(withOurs.filter(({ phrase }) => searchWords(phrase).join(' ') === 'mobile phone')).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).toContain('tea garden');
  });
});
