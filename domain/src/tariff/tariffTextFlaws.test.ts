import { describe, expect, it } from 'vitest';
import {
  tariffTextFlaws,
  tariffTextRepaired,
  tariffTextVocabulary,
  type TariffText,
  type TariffTextVocabulary,
} from './tariffTextFlaws.js';

const padding = 'Fish fillets and other fish meat, whether or not minced, fresh, chilled or frozen';
const file: TariffText[] = [
  { text: `${padding}, Wrapped/canned upto 2.5 kg`, broaderText: 'Fish fillets, fresh or chilled' },
  { text: `${padding}, Wrapped/canned upto 2.5 kg each`, broaderText: null },
  {
    text: 'Other apparatus for transmission or reception of voice, images or other data??b',
    broaderText: 'Base stations',
  },
  { text: 'Basketwork, wickerwork and other articles?Of vegetable materials Of bamboo', broaderText: null },
  { text: `${padding}, EXCL. Wrapped/canned u`, broaderText: 'Fish fillets, frozen' },
  { text: `${padding} and not exceeding 5 tonnes in one year`, broaderText: 'other than for years' },
  {
    text: `${padding}, of the species Gallus domesticu`,
    broaderText: 'Fowls of the species Gallus domesticus',
  },
];
const vocabulary = tariffTextVocabulary([
  ...file,
  // "wrapped" as the file's boilerplate, and a year spelt whole
  ...Array.from({ length: 60 }, () => ({ text: 'Wrapped/canned upto 2.5 kg, in years' })),
]);

/** A text mended for the flaws found in it. */
const repaired = (text: TariffText, words: TariffTextVocabulary) =>
  tariffTextRepaired(text.text, tariffTextFlaws(text, words));

describe('tariff text flaws (issue 41)', () => {
  it('finds characters lost in transcription', () => {
    expect(tariffTextFlaws(file[3] as TariffText, vocabulary)).toEqual([
      { kind: 'lostCharacters', found: '?' },
    ]);
    expect(repaired(file[3] as TariffText, vocabulary)).toBe(
      'Basketwork, wickerwork and other articles … Of vegetable materials Of bamboo',
    );
    expect(tariffTextFlaws({ text: 'Pumps \uFFFD for liquids' }, vocabulary)).toHaveLength(1);
  });

  it('finds a text cut mid-word and completes the word where the texts around tell it', () => {
    expect(tariffTextFlaws(file[4] as TariffText, vocabulary)).toEqual([
      { kind: 'cutOff', fragment: 'u', completion: 'upto' },
    ]);
    expect(repaired(file[4] as TariffText, vocabulary)).toBe(`${padding}, EXCL. Wrapped/canned upto …`);
    // The subheading's text tells what the letter left after lost characters was.
    expect(repaired(file[2] as TariffText, vocabulary)).toBe(
      'Other apparatus for transmission or reception of voice, images or other data … base …',
    );
    expect(repaired(file[6] as TariffText, vocabulary)).toBe(
      `${padding}, of the species Gallus domesticus …`,
    );
  });

  it('leaves whole words, singulars, short texts and codes alone', () => {
    expect(tariffTextFlaws(file[0] as TariffText, vocabulary)).toEqual([]);
    expect(tariffTextFlaws(file[5] as TariffText, vocabulary)).toEqual([]);
    expect(tariffTextFlaws({ text: 'Boric Aci' }, vocabulary)).toEqual([]);
    expect(tariffTextFlaws({ text: `${padding}, refrigerant HFC R-404A` }, vocabulary)).toEqual([]);
    expect(repaired(file[0] as TariffText, vocabulary)).toBe(file[0]?.text);
  });

  it('drops a fragment nothing tells, and says the rest is lost', () => {
    const text = { text: `${padding}, heptachl`, broaderText: 'Halogenated derivatives' };
    expect(tariffTextFlaws({ text: `${padding} of heptachlor, and more` }, vocabulary)).toEqual([]);
    expect(repaired(text, tariffTextVocabulary([text, { text: 'heptachlor and heptachlorine' }]))).toBe(
      `${padding}, …`,
    );
  });
});
