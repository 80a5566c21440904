import { describe, expect, it } from 'vitest';
import { contentExcerpt, contentHighlightParts } from './contentHighlight.js';

const marked = (text: string, query: string) =>
  contentHighlightParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('contentHighlightParts', () => {
  it('marks the words a search finds, by prefix, case and accents folded', () => {
    expect(marked('Customs Clearance of cleared goods', 'clear')).toEqual(['Clearance', 'cleared']);
    expect(marked('Café déclaration', 'declaration cafe')).toEqual(['Café', 'déclaration']);
  });

  it('marks Bengali words whose endings vary', () => {
    expect(marked('শুল্কহার কার্যকর হবে; শুল্কহারের তালিকা', 'শুল্কহার')).toEqual(['শুল্কহার', 'শুল্কহারের']);
  });

  it('keeps the whole text, in order, so that drawing the parts gives it back', () => {
    const text = 'Pay duties <script>alert(1)</script> online';
    expect(
      contentHighlightParts(text, 'script')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('marks nothing for a query without words', () => {
    expect(contentHighlightParts('Some text', '  ?! ')).toEqual([{ text: 'Some text', match: false }]);
    expect(contentHighlightParts('', 'word')).toEqual([]);
  });
});

describe('contentExcerpt', () => {
  const long = `${'alpha '.repeat(60)}the bonded warehouse rules ${'omega '.repeat(60)}`;

  it('shows a short text whole', () => {
    expect(contentExcerpt('  short   text ', 'x', 100)).toBe('short text');
  });

  it('cuts a long text around the first word found, at spaces, with ellipses', () => {
    const excerpt = contentExcerpt(long, 'bonded', 80);
    expect(excerpt).toContain('bonded warehouse');
    expect(excerpt.startsWith('… alpha')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(80 + 4);
  });

  it('starts at the beginning when nothing is found', () => {
    expect(contentExcerpt(long, 'zzz', 40).startsWith('alpha')).toBe(true);
  });
});
