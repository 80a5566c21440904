import { describe, expect, it } from 'vitest';
import { contentDispositionOf } from './contentDisposition.js';

describe('contentDispositionOf', () => {
  it('names an ASCII file in both parameters', () => {
    expect(contentDispositionOf('attachment', 'SRO 118 (sample).pdf')).toBe(
      `attachment; filename="SRO 118 (sample).pdf"; filename*=UTF-8''SRO%20118%20%28sample%29.pdf`,
    );
  });

  it('gives a non-ASCII name in UTF-8, with an ASCII stand-in', () => {
    expect(contentDispositionOf('inline', 'tarif douanière.png')).toBe(
      `inline; filename="tarif douani_re.png"; filename*=UTF-8''tarif%20douani%C3%A8re.png`,
    );
    expect(contentDispositionOf('attachment', 'শুল্ক.pdf')).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''%E0%A6%B6%E0%A7%81%E0%A6%B2%E0%A7%8D%E0%A6%95.pdf`,
    );
  });

  it('keeps quotes, backslashes and line breaks out of the quoted name', () => {
    const header = contentDispositionOf('attachment', 'a"b\\c\r\nd.csv');
    expect(header).toBe(`attachment; filename="a_b_c__d.csv"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.csv`);
  });
});
