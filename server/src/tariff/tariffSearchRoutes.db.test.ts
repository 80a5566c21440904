import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IsoDate, TariffSearchAnswer } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataSet } from '../importing/importDataSet.js';
import { IMPORT_FORMATS } from '../importing/importFormats.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

const SHARED = new URL('../../../../shared/data/', import.meta.url);
const TARIFF_FILE = new URL('bd-tariff/bd_customs_tariff_2025_26.csv', SHARED).pathname;
const HS_FILE = new URL('hs/hs2022_nomenclature.csv', SHARED).pathname;

const notesFolder = testFileFolder('tariff-notes-');

/** Notes as an administration would import them: a section, a chapter and a heading, one in Bengali too. */
function notesFile(): string {
  const file = join(notesFolder, 'notes.csv');
  writeFileSync(
    file,
    [
      'code,description,descriptionTranslated',
      'XVI,Parts go with their machines.,যন্ত্রাংশ তাদের যন্ত্রের সঙ্গে যায়।',
      '84,"Computers are in heading 84.71, with their keyboards.",',
      '8471,Portable computers are in 8471.30.,',
    ].join('\n'),
  );
  return file;
}

describe('the ranked tariff search API, on the real Bangladesh tariff and HS 2022', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({
      today: '2025-11-23' as IsoDate,
      prepare: async (database) => {
        for (const [format, file, validFrom] of [
          ['hs-nomenclature', HS_FILE, '2022-01-01'],
          ['bd-tariff', TARIFF_FILE, '2025-07-01'],
        ] as const) {
          const chosen = IMPORT_FORMATS.get(format);
          if (!chosen) throw new Error(format);
          await importDataSet(database, { filePath: file, format: chosen, validFrom });
        }
        const generic = IMPORT_FORMATS.get('generic');
        if (!generic) throw new Error('generic');
        await importDataSet(database, {
          filePath: notesFile(),
          format: generic,
          entity: 'tariffNote',
          validFrom: '2022-01-01',
        });
      },
    });
  }, 120_000);
  afterAll(() => portal.close());

  const search = async (query: Record<string, string>) => {
    const response = await portal.inject({ url: `/api/tariff/search?${new URLSearchParams(query)}` });
    return {
      status: response.statusCode,
      body: response.json() as TariffSearchAnswer & { code?: string; problems?: unknown[] },
    };
  };
  const topCodes = async (q: string, count = 5) =>
    (await search({ q })).body.lines.slice(0, count).map((line) => line.code);

  it('leads everyday words to sensible lines', async () => {
    expect((await topCodes('laptop'))[0]).toMatch(/^847130/);
    expect((await topCodes('mobile phone charger'))[0]).toMatch(/^850440/);
    expect((await topCodes('frozen chicken')).some((code) => code.startsWith('0207'))).toBe(true);
    expect((await topCodes('sofa'))[0]).toMatch(/^9401/);
  });

  it('says for each line found by words which words matched where (issue 41)', async () => {
    const { body } = await search({ q: 'frozen fish', size: '10', explain: 'true' });
    expect(body.lines[0]?.code).toMatch(/^030[34]/);
    for (const line of body.lines) {
      expect(line.matched?.words.map((word) => word.word)).toEqual(['frozen', 'fish']);
      expect(line.matched?.words.every((word) => word.found !== null)).toBe(true);
    }
    const charger = (await search({ q: 'mobile phone charger', size: '10', explain: 'true' })).body.lines[0];
    expect(charger?.matched?.names.length).toBeGreaterThan(0);
    expect((await search({ q: '8471', explain: 'true' })).body.lines[0]?.matched).toBeUndefined();
    expect((await search({ q: 'frozen fish' })).body.lines[0]?.matched).toBeUndefined();
  });

  it('finds codes by exact match, then prefix, in any digits', async () => {
    const byCode = await search({ q: '8471' });
    expect(byCode.body.query).toEqual({ kind: 'code', text: '8471' });
    expect(byCode.body.lines.every((line) => line.code.startsWith('8471'))).toBe(true);
    expect((await topCodes('০১০১')).every((code) => code.startsWith('0101'))).toBe(true);
    expect((await topCodes('8471.30.00'))[0]).toBe('84713000');
  });

  it('returns the named tax columns (CD … TTI), pages and sorts', async () => {
    const first = await search({ q: 'rice', size: '10' });
    expect(first.body.lines).toHaveLength(10);
    expect(first.body.lines[0]?.taxCodes.map((tax) => tax.name)).toEqual([
      'CD',
      'SD',
      'VAT',
      'AIT',
      'AT',
      'EXD',
      'RD',
      'TTI',
    ]);
    const second = await search({ q: 'rice', size: '10', page: '2' });
    expect(second.body.lines[0]?.code).not.toBe(first.body.lines[0]?.code);
    const byCode = await search({ q: 'rice', sort: 'code', order: 'desc', size: '100' });
    const codes = byCode.body.lines.map((line) => line.code);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('names what is wrong with a search, and answers an empty result plainly', async () => {
    expect((await search({ q: '8' })).body).toMatchObject({
      statusCode: 400,
      code: 'CODE_TOO_SHORT',
      problems: [{ path: 'q', params: { min: 2 } }],
    });
    expect((await search({ q: 'x' })).body).toMatchObject({ code: 'KEYWORD_TOO_SHORT' });
    expect((await search({ q: '!?' })).body).toMatchObject({ code: 'KEYWORD_TOO_SHORT' });
    expect((await search({ q: 'x'.repeat(5000) })).status).toBe(400);
    // Punctuation and markup are words like any other: no 500, a plain answer.
    expect((await search({ q: '<script>alert(1)</script>' })).status).toBe(200);
    expect((await search({ q: 'rice', size: '7' })).status).toBe(400);
    expect((await search({ q: 'rice', date: '2025-02-30' })).status).toBe(400);
    expect((await search({ q: 'rice', page: '0' })).status).toBe(400);
    const nothing = await search({ q: 'zzqxwv blorf' });
    expect(nothing).toMatchObject({ status: 200, body: { total: 0, lines: [] } });
  });

  it('tells each line with the HS 2022 text of its subheading, beside a national text cut short', async () => {
    expect((await search({ q: '10019190' })).body).toMatchObject({
      lines: [
        {
          description: 'Other Seed, EXCL, Wrapped/canned upto 2.5 Kg',
          hsDescription: 'Cereals; wheat and meslin, other than durum wheat, seed',
        },
      ],
    });
  });

  it('takes Bengali words of one or two grapheme clusters: চা (tea), চাল (rice), গম (wheat)', async () => {
    // Which lines they find depends on the shipped names, which this portal has not loaded (e2e reads them).
    for (const q of ['চা', 'চাল', 'গম']) expect((await search({ q })).status).toBe(200);
    expect((await search({ q: 'চ' })).body).toMatchObject({ code: 'KEYWORD_TOO_SHORT' });
  });

  it('searches as of a date: before the tariff took effect only HS subheadings answer', async () => {
    const before = await search({ q: '84713000', date: '2024-01-01' });
    expect(before.body.lines.map((line) => line.code)).toEqual([]);
    const hs = await search({ q: '847130', date: '2024-01-01' });
    expect(hs.body.lines.map((line) => line.code)).toEqual(['847130']);
  });

  it('browses sections, and a chapter with its headings, lines and neighbours', async () => {
    const sections = (await portal.inject({ url: '/api/tariff/sections' })).json() as {
      chapters: unknown[];
    }[];
    expect(sections).toHaveLength(21);
    expect(sections.reduce((count, section) => count + section.chapters.length, 0)).toBe(96);
    const chapter = (await portal.inject({ url: '/api/tariff/chapters/84' })).json() as {
      previous: string;
      next: string;
      section: { roman: string };
      headings: { code: string; lines: { code: string }[] }[];
    };
    expect(chapter).toMatchObject({ previous: '83', next: '85', section: { roman: 'XVI' } });
    const heading = chapter.headings.find((candidate) => candidate.code === '8471');
    expect(heading?.lines.map((line) => line.code)).toContain('84713000');
    expect(
      chapter.headings.every((candidate) =>
        candidate.lines.every((line) => line.code.startsWith(candidate.code)),
      ),
    ).toBe(true);
    expect((await portal.inject({ url: '/api/tariff/chapters/01' })).json()).toMatchObject({
      previous: null,
      next: '02',
      descriptionAr: 'حيوانات حية',
      descriptionBn: 'জীবন্ত প্রাণী',
      section: { roman: 'I', descriptionAr: expect.stringMatching(/^حيوانات حية/) },
      headings: expect.arrayContaining([
        expect.objectContaining({ code: '0101', descriptionBn: expect.stringMatching(/ঘোড়া/) }),
      ]),
    });
  });

  it('gives French and Spanish titles at every level, and each line its subheading’s (issue 49)', async () => {
    const sections = (await portal.inject({ url: '/api/tariff/sections' })).json() as {
      descriptionFr: string;
      chapters: { code: string; descriptionFr: string }[];
    }[];
    expect(sections[1]).toMatchObject({ descriptionFr: 'Produits du règne végétal' });
    expect(sections[1]?.chapters.find((chapter) => chapter.code === '09')?.descriptionFr).toBe(
      'Café, thé, maté et épices',
    );
    const heading = await portal.inject({ url: '/api/tariff/headings/0901' });
    expect(heading.json()).toMatchObject({
      descriptionFr: expect.stringMatching(/^Café, même torréfié ou décaféiné;/),
      descriptionEs: expect.stringMatching(/^Café, incluso tostado o descafeinado;/),
      chapter: { code: '09', descriptionEs: 'Café, té, yerba mate y especias' },
      section: { roman: 'II', descriptionEs: 'Productos del reino vegetal' },
    });
    const line = (await portal.inject({ url: '/api/tariff/lines/85171300' })).json() as {
      line: { description: string; hsDescriptionFr: string; hsDescriptionEs: string };
    };
    expect(line.line).toMatchObject({
      hsDescriptionFr: 'Téléphones intelligents',
      hsDescriptionEs: 'Teléfonos inteligentes',
    });
    expect(line.line.description).toMatch(/smartphone/i);
  });

  it('shows a section with its chapters and its notes, or says it does not exist', async () => {
    const section = await portal.inject({ url: '/api/tariff/sections/xvi' });
    expect(section.json()).toMatchObject({
      roman: 'XVI',
      descriptionAr: expect.stringMatching(/^آلات وأجهزة آلية/),
      chapters: [
        { code: '84', descriptionAr: 'مفاعلات نووية ومراجل وآلات وأجهزة وأدوات آلية ؛ أجزاؤها' },
        { code: '85', descriptionAr: expect.any(String) },
      ],
      notes: [{ subject: 'XVI', textTranslated: 'যন্ত্রাংশ তাদের যন্ত্রের সঙ্গে যায়।' }],
    });
    expect((await portal.inject({ url: '/api/tariff/sections/I' })).json()).toMatchObject({ notes: [] });
    for (const missing of ['XXII', '16', 'x%20']) {
      const response = await portal.inject({ url: `/api/tariff/sections/${missing}` });
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toMatchObject({ code: 'SECTION_NOT_FOUND' });
    }
  });

  it('gives a chapter the notes of its section and its own', async () => {
    const chapter = (await portal.inject({ url: '/api/tariff/chapters/84' })).json() as { notes: unknown[] };
    expect(chapter.notes).toEqual([
      { subject: 'XVI', text: 'Parts go with their machines.', textTranslated: expect.any(String) },
      { subject: '84', text: 'Computers are in heading 84.71, with their keyboards.', textTranslated: null },
    ]);
    expect((await portal.inject({ url: '/api/tariff/chapters/01' })).json()).toMatchObject({ notes: [] });
  });

  it('shows a heading with its lines, neighbours and notes, or says the code does not exist', async () => {
    const heading = (await portal.inject({ url: '/api/tariff/headings/8471' })).json() as {
      lines: { code: string }[];
      notes: { subject: string }[];
    };
    expect(heading).toMatchObject({
      code: '8471',
      chapter: { code: '84' },
      section: { roman: 'XVI' },
      previous: '8470',
      next: '8472',
    });
    expect(heading.lines.map((line) => line.code)).toContain('84713000');
    expect(heading.lines.every((line) => line.code.startsWith('8471'))).toBe(true);
    expect(heading.notes.map((note) => note.subject)).toEqual(['XVI', '84', '8471']);
    expect((await portal.inject({ url: '/api/tariff/headings/0101' })).json()).toMatchObject({
      previous: null,
      next: '0102',
    });
    for (const missing of ['8499', '847', '84713000', 'abcd']) {
      const response = await portal.inject({ url: `/api/tariff/headings/${missing}` });
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'HEADING_NOT_FOUND',
        message: 'The HS code you are trying to view does not exist',
      });
    }
  });

  it('refuses a date that is not one when browsing, as when searching', async () => {
    for (const url of [
      '/api/tariff/sections/XVI?date=2025-13-01',
      '/api/tariff/headings/8471?date=tomorrow',
      '/api/tariff/chapters/84?date=2025-02-30',
      '/api/tariff/lines/84713000?date=someday',
    ]) {
      expect((await portal.inject({ url })).statusCode, url).toBe(400);
    }
  });

  it('says a chapter does not exist (77 is reserved in HS 2022)', async () => {
    for (const missing of ['77', '99', 'ab', '847']) {
      const response = await portal.inject({ url: `/api/tariff/chapters/${missing}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'CHAPTER_NOT_FOUND',
        message: `The chapter ${missing} does not exist`,
      });
    }
  });

  it('shows one line with its heading and chapter, or says the code does not exist', async () => {
    const line = await portal.inject({ url: '/api/tariff/lines/84713000' });
    expect(line.json()).toMatchObject({
      line: { code: '84713000' },
      heading: { code: '8471' },
      chapter: { code: '84', description: expect.stringMatching(/machinery/i) },
    });
    for (const missing of ['84713099', '8471', 'abc', '84713000?date=2024-01-01']) {
      const response = await portal.inject({ url: `/api/tariff/lines/${missing}` });
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toMatchObject({ message: 'The HS code you are trying to view does not exist' });
    }
  });
});
