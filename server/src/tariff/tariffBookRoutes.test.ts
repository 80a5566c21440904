import type { IsoDate } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataSet } from '../importing/importDataSet.js';
import { IMPORT_FORMATS } from '../importing/importFormats.js';
import { pdfText } from '../testing/pdfText.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

const SHARED = new URL('../../../../shared/data/', import.meta.url);
const TARIFF_FILE = new URL('bd-tariff/bd_customs_tariff_2025_26.csv', SHARED).pathname;
const HS_FILE = new URL('hs/hs2022_nomenclature.csv', SHARED).pathname;

async function importFile(
  portal: Pick<TestPortal, 'database'>,
  format: string,
  file: string,
  validFrom: string,
) {
  const chosen = IMPORT_FORMATS.get(format);
  if (!chosen) throw new Error(format);
  await importDataSet(portal.database, { filePath: file, format: chosen, validFrom });
}

// An API test in process on PGlite, not a .db.test.ts: the book is drawn from the tariff held in memory, and
// the imports and version checks it makes are the database tests' too (importDataSet, tariffSearchRoutes,
// referenceRoutes). Run again on a PostgreSQL server, its PDFs cost that stage 35 s and tested no SQL.
// The real schedule imported alone, as a first start ships it (national lines, no HS records): its gaps too.
describe('the tariff book PDFs, from the real Bangladesh tariff', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({
      today: '2025-11-23' as IsoDate,
      prepare: (database) => importFile({ database }, 'bd-tariff', TARIFF_FILE, '2025-07-01'),
    });
  }, 120_000);
  afterAll(() => portal.close());

  const get = (file: string) => portal.app.inject({ url: `/tariffBook/${file}` });

  it('prints a chapter with its section, headings, lines and rates, without signing in', async () => {
    const response = await get('ChapterData_84_en.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text, pages } = pdfText(response.rawPayload);
    expect(pages).toBeGreaterThan(5);
    expect(text).toContain('Bangladesh Single Window Chapter 84');
    expect(text).toContain('Tariff in force on 11/23/2025');
    expect(text).toMatch(/Section XVI: Machinery/);
    expect(text).toMatch(/8471 Automatic data processing machines/);
    expect(text).toMatch(/8471\.30\.00\s+\S.*\s\d+\.\d{2}\s*$/m);
    // The real tariff has no units: its empty unit column is left out.
    expect(text).toMatch(/HS code\s+Description\s+CD\s+SD\s+VAT\s+AIT\s+AT\s+EXD\s+RD\s+TTI/);
    expect(text).not.toContain('UOM');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('tells the HS subheadings the schedule lacks in searches and browsing, never in the book', async () => {
    // The transcribed FY2025-26 schedule has no line of raw cotton (5201): a search says so, with no rates.
    const search = (await portal.inject({ url: '/api/tariff/search?q=raw+cotton+not+carded' })).json() as {
      lines: { code: string; notInSchedule?: true; taxCodes: unknown[] }[];
    };
    expect(search.lines[0]).toMatchObject({ code: '520100', notInSchedule: true, taxCodes: [] });
    expect(search.lines.find((line) => line.code.startsWith('5205'))?.notInSchedule).toBeUndefined();
    const heading = (await portal.inject({ url: '/api/tariff/headings/5201' })).json() as {
      lines: { code: string; notInSchedule?: true }[];
    };
    expect(heading.lines).toEqual([expect.objectContaining({ code: '520100', notInSchedule: true })]);
    // It has no line page, and the reference contract, which answers records, never names it.
    expect((await portal.inject({ url: '/api/tariff/lines/520100' })).statusCode).toBe(404);
    const reference = await portal.inject({
      url: '/rimm-server/commodity/search',
      method: 'POST',
      payload: {
        restrictions: [{ field: '', operator: 'FULL_TEXT', value: 'raw cotton not carded' }],
        selectFields: ['code'],
        max: 50,
      },
    });
    expect(reference.statusCode).toBe(200);
    const referenceCodes = (reference.json() as { resultList: { code: string }[] }).resultList.map(
      (record) => record.code,
    );
    expect(referenceCodes.length).toBeGreaterThan(0);
    expect(referenceCodes.filter((code) => code.startsWith('5201'))).toEqual([]);
    const { text } = pdfText((await get('ChapterData_52_en.pdf')).rawPayload);
    expect(text).toContain('5205');
    expect(text).not.toContain('5201.00');
  });

  it('prints in Bengali and in Arabic, right to left, with the fonts embedded', async () => {
    // pdftotext gives Bengali back in the order the glyphs are drawn, a vowel sign before its consonant
    // (the page itself reads right: see docs/tools.md on checking PDFs), so only words without one are compared.
    const bengali = pdfText((await get('ChapterData_01_bn.pdf')).rawPayload).text;
    expect(bengali).toContain('অধ্যায় 01');
    expect(bengali).toContain('বলবৎ ট্যা');
    // Rates in Bengali digits, as the Bengali screens write them; codes stay in Latin digits.
    expect(bengali).toMatch(/0101\.21\.00\s+\S.*\s[০-৯]+\.[০-৯]{2}\s*$/m);
    const arabic = await get('ChapterData_01_ar.pdf');
    const { text } = pdfText(arabic.rawPayload);
    expect(text).toContain('0101.21.00');
    // Every font is embedded (a subset), none is left to the reader's machine.
    expect(arabic.rawPayload.toString('latin1').match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('prints in French and Spanish: the EU’s titles, each line its subheading’s, its English once', async () => {
    // pdftotext keeps the accents the fonts drew (docs/tools.md: look at a page too, pdftoppm).
    const french = pdfText((await get('ChapterData_85_fr.pdf')).rawPayload).text;
    expect(french).toContain('Chapitre 85');
    expect(french).toContain('Tarif en vigueur le 23/11/2025');
    expect(french).toMatch(/Section XVI: Machines et appareils, matériel électrique/);
    expect(french).toMatch(/8517 Postes téléphoniques d’usagers/);
    expect(french).toMatch(
      /8517\.13\.00\s+Téléphones intelligents — Texte national \(anglais\) :\s+Smartphones/,
    );
    expect(french).toContain('Nomenclature combinée 2026 de l’UE');
    const spanish = pdfText((await get('ChapterData_85_es.pdf')).rawPayload).text;
    expect(spanish).toContain('Capítulo 85');
    expect(spanish).toMatch(/Sección XVI: Máquinas y aparatos, material eléctrico/);
    expect(spanish).toMatch(
      /8517\.13\.00\s+Teléfonos inteligentes — Texto nacional \(inglés\):\s+Smartphones/,
    );
  });

  it('prints the whole book in Bengali, every chapter in it', async () => {
    // The largest file the portal draws (e2e/tariff.e2e.ts reads a chapter's arrive in the browser).
    const response = await get('TariffBook_bn.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text, pages } = pdfText(response.rawPayload);
    expect(pages).toBeGreaterThan(10);
    for (const chapter of ['01', '30', '84', '97']) expect(text).toContain(`অধ্যায় ${chapter}`);
  }, 120_000);

  it('keeps a book until the tariff changes, then prints it again', async () => {
    const first = (await get('ChapterData_01_en.pdf')).rawPayload;
    expect((await get('ChapterData_01_en.pdf')).rawPayload.equals(first)).toBe(true);
    // HS 2022 subheadings that no national line refines become lines of their own.
    await importFile(portal, 'hs-nomenclature', HS_FILE, '2022-01-01');
    await portal.cache.refreshVersions();
    const again = (await get('ChapterData_01_en.pdf')).rawPayload;
    expect(again.equals(first)).toBe(false);
  }, 60_000);

  it('says which file does not exist', async () => {
    for (const [file, message] of [
      ['ChapterData_77_en.pdf', 'The chapter 77 does not exist'],
      ['ChapterData_84_xx.pdf', 'There is no tariff book file ChapterData_84_xx.pdf.'],
      ['TariffBook_de.pdf', 'There is no tariff book file TariffBook_de.pdf.'],
      ['TariffBook.pdf', 'There is no tariff book file TariffBook.pdf.'],
      ['..%2F..%2Fetc%2Fpasswd', 'There is no tariff book file ../../etc/passwd.'],
    ]) {
      const response = await get(file ?? '');
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TARIFF_BOOK_NOT_FOUND', message });
    }
  });
});
