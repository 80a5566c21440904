import { describe, expect, it } from 'vitest';
import { matchedWordsText } from './matchedWordsText';

describe('matchedWordsText', () => {
  it('marks the matched words, without case, and a plural of one', () => {
    expect(matchedWordsText('Footwear with outer soles of Rubber; shoes', ['rubber', 'shoe'])).toEqual([
      { text: 'Footwear with outer soles of ', matched: false },
      { text: 'Rubber', matched: true },
      { text: '; ', matched: false },
      { text: 'shoes', matched: true },
    ]);
  });

  it('does not take a short word for the start of a longer one', () => {
    expect(matchedWordsText('carts', ['car'])).toEqual([{ text: 'carts', matched: false }]);
  });

  it('marks Bengali words with their vowel signs whole', () => {
    expect(matchedWordsText('শিশুদের জুতা', ['জুতা'])).toEqual([
      { text: 'শিশুদের ', matched: false },
      { text: 'জুতা', matched: true },
    ]);
  });
});
