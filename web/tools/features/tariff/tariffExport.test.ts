import { scheduleGapLine } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../../shared/i18n/i18n';
import { tariffExportTable, tariffPdfContent } from './tariffExport';
import type { TariffSearchAnswer } from './tariffSearchApi';

type TariffLine = TariffSearchAnswer['lines'][number];

const cotton = scheduleGapLine('520100', 'Cotton; not carded or combed');
const LINES: TariffLine[] = [
  { ...cotton, taxCodes: [], score: 2 },
  {
    code: '52029910',
    description: 'Cotton waste',
    descriptionTranslated: null,
    supplementaryUnitCode: null,
    taxCodes: [
      { name: 'CD', value: '0' },
      { name: 'TTI', value: '12.5' },
    ],
    hsDescription: 'Cotton; waste',
    score: 1,
  },
];

describe('the tariff exports', () => {
  it('say of a subheading the schedule lacks that it has no rates, and leave its rates empty', () => {
    const { rows } = tariffExportTable(i18nFor('en').t, LINES);
    expect(rows[0]).toEqual([
      '520100',
      'Cotton; not carded or combed (not in the loaded schedule, no rates)',
      '',
      null,
      null,
    ]);
    expect(rows[1]).toEqual(['52029910', 'Cotton waste', 'Cotton; waste', 0, 12.5]);
  });

  it('say so in the PDF in the reader’s language', async () => {
    await loadTranslation('bn');
    const content = tariffPdfContent(i18nFor('bn').t, LINES, {
      language: 'bn',
      query: 'raw cotton',
      date: '2025-11-23',
    });
    expect(content.rows[0]).toMatchObject({
      cells: ['5201.00', 'Cotton; not carded or combed (লোড করা তফসিলে নেই, হার নেই)', '', '', ''],
    });
  });
});
