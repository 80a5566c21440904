import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hsLevelPeriods } from './hsLevelPeriods.js';
import { HS_NOMENCLATURE_FILE } from './referenceDataBuild.js';
import { readReferenceDataJson, REFERENCE_DATA_DIRECTORY } from './referenceDataFile.js';
import { DEFAULT_REFERENCE_DATA_SOURCES } from './referenceDataSources.js';
import type { HsNomenclatureFile } from './tariffDataBuild.js';

const EU_CN = new URL('eu-cn-2026/', DEFAULT_REFERENCE_DATA_SOURCES.sharedDirectory);
const sourcePresent = existsSync(new URL('messages_fr.yaml', EU_CN));
if (!sourcePresent)
  console.warn(`Skipping the French and Spanish titles' checks: ${EU_CN.pathname} is absent.`);

const hs = readReferenceDataJson(REFERENCE_DATA_DIRECTORY, HS_NOMENCLATURE_FILE) as HsNomenclatureFile;
const codes = (list: readonly (readonly [string, string])[]) => list.map(([code]) => code);
const textOf = (list: readonly (readonly [string, string])[], code: string) => new Map(list).get(code);

describe('the French and Spanish titles of HS 2022 (issue 49)', () => {
  it('has one for every section, chapter, heading and subheading, and no other', () => {
    expect(hs.sections).toHaveLength(21);
    for (const section of hs.sections) {
      expect(section.descriptionFr, section.roman).toMatch(/\p{L}/u);
      expect(section.descriptionEs, section.roman).toMatch(/\p{L}/u);
    }
    for (const [english, french, spanish] of [
      [hs.chapters, hs.chaptersFr, hs.chaptersEs],
      [hs.headings, hs.headingsFr, hs.headingsEs],
      [hs.subheadings, hs.subheadingsFr, hs.subheadingsEs],
    ] as const) {
      expect(codes(french)).toEqual(codes(english));
      expect(codes(spanish)).toEqual(codes(english));
      expect([...french, ...spanish].filter(([, text]) => /^\p{Ll}/u.test(text))).toEqual([]);
    }
    expect([hs.chaptersFr.length, hs.headingsFr.length, hs.subheadingsFr.length]).toEqual([96, 1228, 5612]);
  });

  it('reads as the EU prints them: coffee, electrical machinery, smartphones', () => {
    expect(textOf(hs.headingsFr, '0901')).toMatch(/^Café, même torréfié ou décaféiné; coques et pellicules/);
    expect(textOf(hs.headingsEs, '0901')).toMatch(/^Café, incluso tostado o descafeinado; cáscara/);
    expect(textOf(hs.chaptersFr, '09')).toBe('Café, thé, maté et épices');
    expect(textOf(hs.chaptersEs, '09')).toBe('Café, té, yerba mate y especias');
    // Chapters and sections are printed in capitals: shipped in sentence case, as the English ones.
    expect(textOf(hs.chaptersFr, '85')).toMatch(
      /^Machines, appareils et matériels électriques et leurs parties;/,
    );
    expect(textOf(hs.chaptersEs, '85')).toMatch(/^Máquinas, aparatos y material eléctrico, y sus partes;/);
    expect(hs.sections[0]?.descriptionFr).toBe('Animaux vivants et produits du règne animal');
    expect(textOf(hs.subheadingsFr, '851713')).toBe('Téléphones intelligents');
    expect(textOf(hs.subheadingsEs, '851713')).toBe('Teléfonos inteligentes');
    // A heading the EU does not subdivide takes its one subheading's text.
    expect(textOf(hs.headingsFr, '0205')).toMatch(/^Viandes des animaux des espèces chevaline/);
    // A subheading's text printed after its dashes in lower case starts with a capital on its own.
    expect(textOf(hs.subheadingsFr, '010129')).toBe('Autres');
    expect(textOf(hs.subheadingsEs, '010129')).toBe('Los demás');
  });

  it('are loaded on first start with the HS levels, under descriptionFr and descriptionEs', () => {
    const periods = new Map(hsLevelPeriods(hs).map((period) => [period.entity, period.records]));
    const record = (entity: string, code: string) =>
      periods.get(entity)?.find((candidate) => candidate.code === code);
    expect(record('section', 'II')).toMatchObject({ descriptionFr: 'Produits du règne végétal' });
    expect(record('chapter', '09')).toMatchObject({ descriptionEs: 'Café, té, yerba mate y especias' });
    expect(record('heading', '0901')?.descriptionFr).toMatch(/^Café, même torréfié/);
    for (const entity of ['subHeading', 'hsCode']) {
      expect(record(entity, '851713'), entity).toMatchObject({
        descriptionFr: 'Téléphones intelligents',
        descriptionEs: 'Teléfonos inteligentes',
      });
    }
  });
});

describe.skipIf(!sourcePresent)('the French and Spanish titles against ../shared/data/eu-cn-2026', () => {
  interface CnEntry {
    readonly code: string;
    readonly name: string;
  }
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, EU_CN), 'utf8')) as CnEntry[];
  const messages = (language: string) =>
    parse(readFileSync(new URL(`messages_${language}.yaml`, EU_CN), 'utf8')) as Record<string, string>;
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

  it('counts as many levels as the source, less what HS 2022 lacks', () => {
    expect(read('cnSections_2026.json')).toHaveLength(21);
    const sourceChapters = new Set(read('cnChapters_2026.json').map((entry) => entry.code));
    // CN has chapters 98 and 99 of its own (complete industrial plant, special codes); HS 2022 has neither.
    expect([...sourceChapters].filter((code) => !codes(hs.chapters).includes(code)).sort()).toEqual(
      [...sourceChapters].filter((code) => code >= '98').sort(),
    );
  });

  it('gives each subheading the translation of its CN text, a spread of them one by one', () => {
    const french = messages('fr');
    const spanish = messages('es');
    const sixDigits = new Map(read('cnSubheadings_2026.json').map((entry) => [entry.code, entry.name]));
    for (const entry of read('cnCodes_2026.json')) {
      // An undivided subheading is one eight-digit code ending 00, of the same text.
      if (entry.code.endsWith('00') && !sixDigits.has(entry.code.slice(0, 6))) {
        sixDigits.set(entry.code.slice(0, 6), entry.name);
      }
    }
    const shippedFr = new Map(hs.subheadingsFr);
    const shippedEs = new Map(hs.subheadingsEs);
    for (const [code] of hs.subheadings.filter((_, index) => index % 37 === 0)) {
      const english = sixDigits.get(code) ?? '';
      expect(shippedFr.get(code), code).toBe(capitalised(french[english] ?? ''));
      expect(shippedEs.get(code), code).toBe(capitalised(spanish[english] ?? ''));
    }
  });

  it('gives each heading the translation of its CN text', () => {
    const french = messages('fr');
    const headings = new Map(read('cnHeadings_2026.json').map((entry) => [entry.code, entry.name]));
    const shipped = new Map(hs.headingsFr);
    for (const [code, english] of headings) {
      if (shipped.has(code)) expect(shipped.get(code), code).toBe(capitalised(french[english] ?? ''));
    }
  });
});
