import { describe, expect, it } from 'vitest';
import { csvCellText, csvLine, csvSafeText } from './csvText.js';

describe('CSV cells a spreadsheet would run', () => {
  it('writes a formula-like text after an apostrophe, so that it opens as text', () => {
    expect(csvLine(['=HYPERLINK("http://x.example","click")', '+cmd', '-2+3', '@SUM(A1)', '\tx'])).toBe(
      `"'=HYPERLINK(""http://x.example"",""click"")",'+cmd,'-2+3,'@SUM(A1),'\tx\r\n`,
    );
  });

  it('keeps plain numbers and other text as they are', () => {
    expect(csvLine(['-0.25', '+3', '1,234.50', '0101.21.00', 'Rice - parboiled', null])).toBe(
      '-0.25,+3,"1,234.50",0101.21.00,Rice - parboiled,\r\n',
    );
  });

  it('reads back what it wrote, an apostrophe of the text itself kept', () => {
    for (const text of ['=1+2', "'=1+2", "''-x", "'quoted", '-0.25', 'plain', "it's"]) {
      expect(csvCellText(csvSafeText(text))).toBe(text);
    }
  });
});
