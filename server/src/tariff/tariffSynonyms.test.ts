import { describe, expect, it } from 'vitest';
import { loadTariffSynonyms } from './tariffSynonyms.js';

describe('the everyday names the portal ships', () => {
  const synonyms = loadTariffSynonyms();
  const codeOf = (phrase: string) => synonyms.find((synonym) => synonym.phrase === phrase)?.code;

  it('has Bengali names for the goods Bangladesh imports most, as traders write them', () => {
    const bengali = synonyms.filter((synonym) => /[\u0980-\u09ff]/.test(synonym.phrase));
    expect(bengali.length).toBeGreaterThan(5000);
    expect(new Set(bengali.map((synonym) => synonym.code)).size).toBeGreaterThan(1000);
    expect(codeOf('মোবাইল')).toBe('851713');
    expect(codeOf('ল্যাপটপ')).toBe('847130');
    expect(codeOf('চাউল')).toBe('1006');
    expect(codeOf('সয়াবিন তেল')).toBe('1507');
  });
});
