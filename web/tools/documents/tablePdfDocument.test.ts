import { describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../shared/i18n/i18n';
import { tablePdfDocument } from './tablePdfDocument';

const content = {
  details: ['Search: horses'],
  columns: [{ header: 'HS code', weight: 1 }],
  rows: [{ cells: ['0101.21.00'] }],
};
const printed = new Date('2026-03-01T10:30:00Z');

/** The frame of `content` in a language, for Bangladesh. */
async function framed(language: 'en' | 'ar', table: string) {
  await loadTranslation(language);
  return tablePdfDocument(i18nFor(language).t, content, { language, country: 'BD', table, printed });
}

describe('the frame of an exported PDF', () => {
  it('titles the table with the portal, and prints the date under the list’s own lines', async () => {
    const document = await framed('en', 'Tariff');
    expect(document.title).toBe('Bangladesh Single Window Tariff');
    expect(document.direction).toBe('ltr');
    expect(document.details[0]).toBe('Search: horses');
    expect(document.details[1]).toMatch(/^Printed on .*2026/);
    expect(document.details).toHaveLength(2);
    expect(document.pageNumber(2, 3)).toBe('Page 2 of 3');
    expect(document.rows).toBe(content.rows);
  });

  it('reads right to left in Arabic', async () => {
    const document = await framed('ar', 'التعريفة');
    expect(document.direction).toBe('rtl');
    expect(document.title).toContain('التعريفة');
  });
});
