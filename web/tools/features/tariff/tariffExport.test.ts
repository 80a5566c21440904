import { scheduleGapLine } from '@tsw/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../../shared/i18n/i18n';
import { tableXlsx } from '../../documents/tableExport';
import { tariffExportTable, tariffPdfContent } from './tariffExport';
import type { TariffSearchAnswer } from './tariffSearchApi';

// The English words are a file of the build, as every language's: loaded before a test reads them.
beforeAll(() => loadTranslation('en'));

type TariffLine = TariffSearchAnswer['lines'][number];

const cotton = {
  ...scheduleGapLine('520100', 'Cotton; not carded or combed'),
  hsDescriptionFr: 'Coton, non cardé ni peigné',
  hsDescriptionEs: 'Algodón sin cardar ni peinar',
};
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
    hsDescriptionFr: 'Déchets de coton',
    hsDescriptionEs: 'Desperdicios de algodón',
    score: 1,
  },
];

describe('the tariff exports', () => {
  it('say of a subheading the schedule lacks that it has no rates, and leave its rates empty', () => {
    const { rows } = tariffExportTable(i18nFor('en').t, LINES, 'en');
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

  it('write French titles first in French, the national English text once, its header saying so', async () => {
    await loadTranslation('fr');
    const table = tariffExportTable(i18nFor('fr').t, LINES, 'fr');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await tableXlsx(table, 'Tarif', 'fr')).arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Code SH',
      'Texte SH 2022',
      'Texte national (anglais)',
      'CD',
      'TTI',
    ]);
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      '52029910',
      'Déchets de coton',
      'Cotton waste',
      0,
      12.5,
    ]);
    // A gap of the schedule has no national text: its French text says it has no rates.
    expect(sheet?.getRow(2).getCell(2).value).toMatch(/^Coton, non cardé ni peigné \(.+\)$/);
    expect(sheet?.getRow(2).getCell(3).value ?? '').toBe('');
  });

  it('print the Spanish subheading text before the national English text', async () => {
    await loadTranslation('es');
    const content = tariffPdfContent(i18nFor('es').t, LINES, {
      language: 'es',
      query: 'algodón',
      date: '2025-11-23',
    });
    expect(content.columns.map((column) => column.header).slice(0, 3)).toEqual([
      'Código SA',
      'Texto SA 2022',
      'Texto nacional (inglés)',
    ]);
    expect(content.rows[1]).toMatchObject({
      cells: ['5202.99.10', 'Desperdicios de algodón', 'Cotton waste', '0.00', '12.50'],
    });
  });
});
