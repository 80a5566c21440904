import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceRecord } from '@tsw/domain';
import {
  readReferenceDataFile,
  readReferenceDataJson,
  recordsOfReferenceDataFile,
  REFERENCE_DATA_DIRECTORY,
} from './referenceDataFile.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { buildReferenceData, HS_NOMENCLATURE_FILE, REFERENCE_DATA_ENTITIES } from './referenceDataBuild.js';
import { DEFAULT_REFERENCE_DATA_SOURCES } from './referenceDataSources.js';
import { TARIFF_TEXT_REPAIRS_FILE, type HsNomenclatureFile } from './tariffDataBuild.js';
import { HS_TITLES_FR_ES_LICENSE_FILE } from './hsTitlesFrEsBuild.js';

const SHARED = DEFAULT_REFERENCE_DATA_SOURCES.sharedDirectory;
const sharedPresent = existsSync(new URL('bd-tariff/bd_customs_tariff_2025_26.csv', SHARED));
if (!sharedPresent) {
  console.warn(`Skipping the reference-data checks against the sources: ${SHARED.pathname} is absent.`);
}

type Row = Record<string, string>;
function sourceRows(file: string): Row[] {
  const bytes = readFileSync(new URL(file, SHARED));
  return parse(file.endsWith('.gz') ? gunzipSync(bytes) : bytes, { columns: true, bom: true }) as Row[];
}

/** Every `step`-th item, so that a sample spreads over the whole file. */
const spread = <T>(items: readonly T[], step: number) => items.filter((_, index) => index % step === 0);

const shipped = (entity: string) =>
  recordsOfReferenceDataFile(readReferenceDataFile(REFERENCE_DATA_DIRECTORY, entity));
const byCode = (records: readonly ReferenceRecord[]) =>
  new Map(records.map((record) => [record.code, record]));

describe('the shipped reference data (server/reference-data)', () => {
  it('holds every entity file, each naming its source, period and provenance note', () => {
    for (const entity of REFERENCE_DATA_ENTITIES) {
      const file = readReferenceDataFile(REFERENCE_DATA_DIRECTORY, entity);
      expect(file.entity).toBe(entity);
      expect(file.source.length).toBeGreaterThan(10);
      expect(file.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(existsSync(new URL('PROVENANCE.md', REFERENCE_DATA_DIRECTORY))).toBe(true);
      expect(readFileSync(new URL('PROVENANCE.md', REFERENCE_DATA_DIRECTORY), 'utf8')).toContain(
        `\`${entity}`,
      );
    }
  });
});

describe.skipIf(!sharedPresent)('the shipped reference data against ../shared/data', () => {
  const folder = testFileFolder('tsw-reference-data-');
  let rebuilt: URL;
  beforeAll(async () => {
    rebuilt = pathToFileURL(`${folder}/`);
    await buildReferenceData(rebuilt, DEFAULT_REFERENCE_DATA_SOURCES);
  });

  it('is what `npm run reference-data` writes from the sources today', () => {
    for (const entity of REFERENCE_DATA_ENTITIES) {
      const file = readReferenceDataFile(REFERENCE_DATA_DIRECTORY, entity);
      const fresh = readReferenceDataFile(rebuilt, entity);
      // Names from ICU depend on the ICU of the Node.js that built them; the codes do not.
      if (['country', 'currency'].includes(entity) && file.source !== fresh.source) {
        expect(fresh.rows.map((row) => row[0])).toEqual(file.rows.map((row) => row[0]));
      } else {
        expect(fresh, entity).toEqual(file);
      }
    }
    expect(readReferenceDataJson(rebuilt, HS_NOMENCLATURE_FILE)).toEqual(
      readReferenceDataJson(REFERENCE_DATA_DIRECTORY, HS_NOMENCLATURE_FILE),
    );
    for (const note of [TARIFF_TEXT_REPAIRS_FILE, HS_TITLES_FR_ES_LICENSE_FILE]) {
      expect(readFileSync(new URL(note, rebuilt), 'utf8'), note).toBe(
        readFileSync(new URL(note, REFERENCE_DATA_DIRECTORY), 'utf8'),
      );
    }
  });

  it('ships the texts transcription damaged mended, each listed beside the provenance note', () => {
    const lines = byCode(shipped('commodity'));
    const listed = readFileSync(new URL(TARIFF_TEXT_REPAIRS_FILE, REFERENCE_DATA_DIRECTORY), 'utf8');
    expect(lines.get('85176100')?.description).toBe(
      'Other apparatus for transmission or reception of voice, images or other data … base …',
    );
    expect(listed).toContain(
      '| 85176100 | Other apparatus for transmission or reception of voice, images or other data??b |',
    );
    const damaged = [...lines.values()].filter((line) => /[?\uFFFD]/u.test(line.description ?? ''));
    expect(damaged).toEqual([]);
  });

  it('has all 7,154 tariff lines, a sample of them field by field as the schedule prints them', () => {
    const source = sourceRows('bd-tariff/bd_customs_tariff_2025_26.csv');
    const lines = byCode(shipped('commodity'));
    expect(source).toHaveLength(7154);
    expect(lines.size).toBe(7154);
    const percent = (text: string | undefined) => Number(text).toFixed(2);
    // The listed repairs, by code: | code | as published | as shipped | found |
    const mended = new Map(
      readFileSync(new URL(TARIFF_TEXT_REPAIRS_FILE, REFERENCE_DATA_DIRECTORY), 'utf8')
        .split('\n')
        .filter((line) => /^\| \d{8} \|/.test(line))
        .map((line) => {
          const [, code, , shippedText] = line.split(' | ').map((cell) => cell.replace(/^\| /, ''));
          return [code ?? '', shippedText ?? ''] as const;
        }),
    );
    for (const row of [...spread(source, 97), source.find((line) => line.hs_code === '8471.30.00') as Row]) {
      expect(lines.get(row.hs_code_digits), row.hs_code).toMatchObject({
        code: row.hs_code_digits,
        description:
          mended.get(row.hs_code_digits ?? '') ?? row.description_bd?.replace(/\.{2,}$/, '').trim(),
        hsCode: row.hs6,
        chapterCode: row.chapter,
        headingCode: row.heading,
        tax01: percent(row.cd),
        tax02: percent(row.sd),
        tax03: percent(row.vat),
        tax04: percent(row.ait),
        tax05: percent(row.at),
        tax07: percent(row.rd),
        tax08: percent(row.tti_published),
      });
    }
  });

  it('has the HS 2022 nomenclature: every level, the HS text of each tariff line, Arabic titles', () => {
    const hs = readReferenceDataJson(REFERENCE_DATA_DIRECTORY, HS_NOMENCLATURE_FILE) as HsNomenclatureFile;
    const source = sourceRows('hs/hs2022_nomenclature.csv');
    const count = (level: string) => source.filter((row) => row.level === level).length;
    expect([hs.sections.length, hs.chapters.length, hs.headings.length, hs.subheadings.length]).toEqual([
      21,
      count('2'),
      count('4'),
      count('6'),
    ]);
    expect([count('2'), count('4'), count('6')]).toEqual([96, 1228, 5612]);
    const subheadings = new Map(hs.subheadings);
    for (const row of spread(source, 41)) {
      const level = row.level === '2' ? hs.chapters : row.level === '4' ? hs.headings : hs.subheadings;
      expect(new Map(level).get(row.code ?? ''), row.code).toBe(row.description?.trim());
    }
    for (const row of spread(sourceRows('bd-tariff/bd_customs_tariff_2025_26.csv'), 53)) {
      expect(subheadings.get(row.hs6 ?? ''), row.hs_code).toBe(row.hs6_description);
    }
    expect(hs.sections.every((section) => /[\u0600-\u06ff]/.test(section.descriptionAr))).toBe(true);
    expect(hs.chaptersAr.every(([, title]) => /^[^\u0640]*[\u0600-\u06ff][^\u0640]*$/.test(title))).toBe(
      true,
    );
    expect(new Map(hs.chaptersAr).get('01')).toBe('حيوانات حية');
  });

  it('has our Bengali title for every section, chapter and heading, in Bengali script', () => {
    const hs = readReferenceDataJson(REFERENCE_DATA_DIRECTORY, HS_NOMENCLATURE_FILE) as HsNomenclatureFile;
    const bengali = (title: string | null) => title !== null && /^[^a-z]*[\u0980-\u09ff]/i.test(title);
    expect(hs.sections.filter((section) => !bengali(section.descriptionBn))).toEqual([]);
    expect(hs.chaptersBn.map(([code]) => code)).toEqual(hs.chapters.map(([code]) => code));
    expect(hs.headingsBn.map(([code]) => code)).toEqual(hs.headings.map(([code]) => code));
    expect([...hs.chaptersBn, ...hs.headingsBn].filter(([, title]) => !bengali(title))).toEqual([]);
  });

  it('has the ISO 4217 currencies in use with their numbers, and names in five languages', () => {
    const source = sourceRows('currency-codes/iso4217_active_unique.csv');
    const currencies = byCode(shipped('currency'));
    expect(currencies.size).toBe(source.length);
    for (const row of spread(source, 7)) {
      expect(currencies.get(row.code), row.code).toMatchObject({
        code: row.code,
        description: row.name?.trim(),
        numericCode: row.numeric,
        ...(/^\d+$/.test(row.minor_unit ?? '') ? { minorUnit: row.minor_unit } : {}),
      });
    }
    expect(currencies.get('BDT')).toMatchObject({ descriptionTranslated: 'বাংলাদেশী টাকা', minorUnit: '2' });
  });

  it('names every country UN/LOCODE codes (ISO 3166), in five languages', () => {
    const countries = byCode(shipped('country'));
    const used = new Set(sourceRows('un-locode/unlocode_2023-1_world.csv.gz').map((row) => row.country));
    // XZ is UN/LOCODE's own code for installations in international waters.
    expect([...used].filter((code) => code !== 'XZ' && !countries.has(code))).toEqual([]);
    // ICU also names Bouvet Island (no locations) and Kosovo (XK, in customs use though not in ISO 3166).
    expect([...countries.keys()].filter((code) => !used.has(code ?? '')).sort()).toEqual(['BV', 'XK']);
    expect(countries.get('BD')).toMatchObject({
      description: 'Bangladesh',
      descriptionTranslated: 'বাংলাদেশ',
    });
    expect(Object.keys(countries.get('FR') ?? {})).toEqual(
      expect.arrayContaining(['descriptionFr', 'descriptionEs', 'descriptionAr']),
    );
  });

  it('has the UN/ECE code lists in use, a sample of each field by field', () => {
    const lists: [entity: string, file: string, keep: (row: Row) => boolean, fields: (row: Row) => object][] =
      [
        [
          'unitOfMeasurement',
          'rec20_units_of_measure.csv',
          (row) => !['X', 'D'].includes(row.status ?? ''),
          (row) => ({ description: row.name?.trim(), ...(row.symbol ? { symbol: row.symbol } : {}) }),
        ],
        [
          'packageType',
          'rec21_package_types.csv',
          (row) => !['X', 'D'].includes(row.status ?? ''),
          (row) => ({ description: row.name?.trim() }),
        ],
        [
          'modeOfTransport',
          'rec19_transport_modes.csv',
          () => true,
          (row) => ({ description: row.name?.trim() }),
        ],
        [
          'transportType',
          'rec28_transport_means_types.csv',
          (row) => row.change_indicator !== 'X',
          (row) => ({ description: row.name?.trim(), parentCode: row.mode }),
        ],
        [
          'termsOfDelivery',
          'incoterms_delivery_terms.csv',
          (row) => /^[A-Z]{3}$/.test(row.code ?? ''),
          (row) => ({ description: row.name?.trim() }),
        ],
        [
          'meansOfPayment',
          'untdid4461_payment_means.csv',
          () => true,
          (row) => ({ description: row.name?.trim() }),
        ],
      ];
    for (const [entity, file, keep, fields] of lists) {
      const source = sourceRows(`unece-codelists/${file}`).filter(keep);
      // A type of means of transport is coded within its mode.
      const key = (record: { code?: string | null; parentCode?: string | null }) =>
        entity === 'transportType' ? `${record.parentCode ?? ''}/${record.code ?? ''}` : record.code;
      const records = new Map(shipped(entity).map((record) => [key(record), record]));
      expect(records.size, entity).toBe(source.length);
      for (const row of spread(source, 9)) {
        const record = records.get(key({ code: row.code, parentCode: row.mode }));
        expect(record, `${entity} ${row.code}`).toMatchObject(fields(row));
      }
    }
    expect(
      shipped('termsOfDelivery')
        .map((record) => record.code)
        .sort(),
    ).toEqual(['CFR', 'CIF', 'CIP', 'CPT', 'DAP', 'DDP', 'DPU', 'EXW', 'FAS', 'FCA', 'FOB']);
    expect(byCode(shipped('unitOfMeasurement')).get('KGM')).toMatchObject({
      symbol: 'kg',
      descriptionTranslated: 'কিলোগ্রাম',
    });
  });

  it('has every Bangladesh location and the world’s seaports and airports, a sample field by field', () => {
    const locations = byCode(shipped('location'));
    const bangladesh = sourceRows('un-locode/unlocode_BD.csv');
    const world = sourceRows('un-locode/unlocode_2023-1_world.csv.gz').filter(
      (row) =>
        row.country !== 'BD' &&
        row.change !== 'X' &&
        (row.function?.startsWith('1') === true || row.function?.charAt(3) === '4'),
    );
    const worldCodes = new Set(world.map((row) => row.locode));
    expect(locations.size).toBe(bangladesh.length + worldCodes.size);
    for (const row of bangladesh) {
      expect(locations.get(row.locode), row.locode).toMatchObject({
        description: row.name?.trim(),
        countryCode: 'BD',
        ...(row.function_labels ? { locationFunction: row.function_labels } : {}),
        ...(row.coordinates ? { coordinates: row.coordinates } : {}),
      });
    }
    const firstOfCode = new Map<string, Row>();
    for (const row of world) if (!firstOfCode.has(row.locode ?? '')) firstOfCode.set(row.locode ?? '', row);
    for (const row of spread([...firstOfCode.values()], 211)) {
      const record = locations.get(row.locode);
      expect(record, row.locode).toMatchObject({ description: row.name?.trim(), countryCode: row.country });
      expect(record?.locationFunction ?? '', row.locode).toMatch(/sea port|airport/);
    }
    expect(locations.get('SGSIN')).toMatchObject({
      description: 'Singapore',
      locationFunction: expect.stringContaining('sea port'),
    });
  });
});
