import { describe, expect, it } from 'vitest';
import { affirmedText } from './affirmedText.js';
import { searchWords } from './searchWords.js';
import { TariffRanker } from './tariffRanker.js';

const words = (text: string) => searchWords(affirmedText(text));

describe('a tariff text as the search reads it', () => {
  it('leaves out what the text excludes, up to the next punctuation', () => {
    expect(words('Petroleum oils, not containing biodiesel, not crude; light oils')).toEqual(
      searchWords('Petroleum oils, light oils'),
    );
    expect(words('Oils other than crude; waste oils')).toEqual(searchWords('Oils waste oils'));
    expect(words('Fowls, not cut in pieces, frozen')).toEqual(searchWords('Fowls frozen'));
    expect(words('Parts (excluding those of heading 8471), of plastics')).toEqual(
      searchWords('Parts of plastics'),
    );
    expect(words('Milk, EXCL. powder')).toEqual(searchWords('Milk'));
  });

  it('keeps "whether or not", which qualifies rather than excludes, and words that only hold "not"', () => {
    expect(words('Coffee, whether or not roasted')).toEqual(searchWords('Coffee whether or not roasted'));
    expect(words('Knotted netting of twine')).toEqual(searchWords('Knotted netting of twine'));
  });

  it('so that "crude oil" finds crude oil before the oils that are "not crude"', () => {
    const ranker = new TariffRanker([
      { code: '27090000', description: 'Petroleum oils and oils from bituminous minerals, crude' },
      {
        code: '27101930',
        description: 'Petroleum oils and oils from bituminous minerals, not crude, not waste oils',
      },
    ]);
    expect(ranker.rank({ kind: 'words', text: 'crude oil' })[0]?.code).toBe('27090000');
    // The text shown is the text written; only the search reads it without its exclusions.
    expect(ranker.explain('crude oil', '27101930').words[0]?.found).toBeNull();
  });
});
