import type { TariffChangesAnswer } from '@tsw/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../../shared/i18n/i18n';
import { tableCsv, tableXlsx } from '../../documents/tableExport';
import { tariffChangesExportTable, tariffChangesPdfContent } from './tariffChangesExport';

const ANSWER: TariffChangesAnswer = {
  from: '2025-06-30',
  to: '2025-07-01',
  scope: '01',
  scopeKind: 'chapter',
  started: [
    {
      code: '01012900',
      description: 'Other horses',
      descriptionTranslated: 'অন্যান্য ঘোড়া',
      taxCodes: [
        { name: 'CD', value: '5' },
        { name: 'TTI', value: '10' },
      ],
    },
  ],
  ended: [{ code: '01013000', description: 'Asses', descriptionTranslated: null, taxCodes: [] }],
  descriptions: [
    {
      code: '01019000',
      before: 'Other',
      after: 'Other live animals',
      translatedBefore: 'অন্যান্য',
      translatedAfter: 'অন্যান্য জীবন্ত প্রাণী',
    },
  ],
  rates: [
    { code: '01012100', description: 'Pure-bred breeding horses', tax: 'CD', before: '5.00', after: '1.00' },
    { code: '01012100', description: 'Pure-bred breeding horses', tax: 'RD', before: null, after: '3' },
  ],
};

beforeAll(() => Promise.all((['en', 'bn', 'ar'] as const).map(loadTranslation)));

describe('the tariff changes exports', () => {
  it('write one row per change in the CSV, rates as plain figures', async () => {
    const csv = await tableCsv(tariffChangesExportTable(i18nFor('en').t, ANSWER, 'en')).text();
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split(/\r?\n/),
    ).toEqual([
      'Change,HS code,Description,Tax,Before,After',
      'Line started,01012900,Other horses,CD,,5.00',
      'Line started,01012900,Other horses,TTI,,10.00',
      'Line ended,01013000,Asses,,,',
      'Description changed,01019000,,,Other,Other live animals',
      'Rate changed,01012100,Pure-bred breeding horses,CD,5.00,1.00',
      'Rate changed,01012100,Pure-bred breeding horses,RD,,3.00',
    ]);
  });

  it('keep rates as numbers in the XLSX, codes as text, the Bengali texts in a Bengali export', async () => {
    const { t } = i18nFor('bn');
    const blob = await tableXlsx(
      tariffChangesExportTable(t, ANSWER, 'bn'),
      t('tariffChanges.export.table'),
      'bn',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('ট্যারিফ পরিবর্তন');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'পরিবর্তন', 'এইচএস কোড', 'বিবরণ', 'কর', 'আগে', 'পরে']);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'নতুন লাইন',
      '01012900',
      'অন্যান্য ঘোড়া',
      'CD',
      undefined,
      5,
    ]);
    expect(sheet?.getRow(5).values).toEqual([
      undefined,
      'বিবরণ পরিবর্তিত',
      '01019000',
      '',
      '',
      'অন্যান্য',
      'অন্যান্য জীবন্ত প্রাণী',
    ]);
    const rate = sheet?.getRow(6);
    expect([rate?.getCell(5).value, rate?.getCell(6).value]).toEqual([5, 1]);
    expect(rate?.getCell(2).numFmt).toBe('@');
  });

  it('print the dates, the scope, the changes and their figures in Bengali, codes in Latin digits', () => {
    const content = tariffChangesPdfContent(i18nFor('bn').t, ANSWER, 'bn');
    expect(content.details).toEqual(['৩০/০৬/২০২৫ থেকে ০১/০৭/২০২৫ পর্যন্ত পরিবর্তন', 'পরিসর: অধ্যায় 01']);
    expect(content.columns.map((column) => column.header)).toEqual([
      'পরিবর্তন',
      'এইচএস কোড',
      'বিবরণ',
      'কর',
      'আগে',
      'পরে',
    ]);
    expect(content.rows.map((row) => ('cells' in row ? row.cells : row.group))).toEqual([
      ['নতুন লাইন', '0101.29.00', 'অন্যান্য ঘোড়া', 'CD', '', '৫.০০'],
      ['নতুন লাইন', '0101.29.00', 'অন্যান্য ঘোড়া', 'TTI', '', '১০.০০'],
      ['বাতিল লাইন', '0101.30.00', 'Asses', '', '', ''],
      ['বিবরণ পরিবর্তিত', '0101.90.00', '', '', 'অন্যান্য', 'অন্যান্য জীবন্ত প্রাণী'],
      ['হার পরিবর্তিত', '0101.21.00', 'Pure-bred breeding horses', 'CD', '৫.০০', '১.০০'],
      // A column the line had no rate in says so.
      ['হার পরিবর্তিত', '0101.21.00', 'Pure-bred breeding horses', 'RD', 'নেই', '৩.০০'],
    ]);
  });

  it('print an Arabic export in Arabic words, figures in Latin digits', () => {
    const content = tariffChangesPdfContent(i18nFor('ar').t, ANSWER, 'ar');
    expect(content.details).toEqual(['التغييرات من 30/06/2025 إلى 01/07/2025', 'النطاق: الفصل 01']);
    expect(content.rows[5]).toEqual({
      cells: ['معدل معدّل', '0101.21.00', 'Pure-bred breeding horses', 'RD', 'لا يوجد', '3.00'],
    });
  });
});
