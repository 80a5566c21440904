import { describe, expect, it } from 'vitest';
import { csvCellText, csvLine, csvSafeText } from './csvText.js';

describe('CSV cells a spreadsheet would run', () => {
  it('writes a formula-like text after an apostrophe, so that it opens as text', () => {
    expect(
      csvLine(['=HYPERLINK("http://x.example","click")', '+cmd', '-2+A1', '@SUM(A1)', '\tx', '=1+2']),
    ).toBe(`"'=HYPERLINK(""http://x.example"",""click"")",'+cmd,'-2+A1,'@SUM(A1),'\tx,'=1+2\r\n`);
  });

  it('keeps numbers, phone numbers and other text as they are', () => {
    expect(
      csvLine(['-0.25', '+3', '1,234.50', '+880 2 9550000', '(02) 955-0000', 'Rice - parboiled', null]),
    ).toBe('-0.25,+3,"1,234.50",+880 2 9550000,(02) 955-0000,Rice - parboiled,\r\n');
  });

  it('reads back what it wrote, an apostrophe of the text itself kept', () => {
    for (const text of ['=1+2', "'=1+2", "''-x", "'quoted", '-0.25', 'plain', "it's"]) {
      expect(csvCellText(csvSafeText(text))).toBe(text);
    }
  });
});
