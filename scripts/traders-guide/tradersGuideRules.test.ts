import { readFileSync } from 'node:fs';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  GUIDE_ORIGIN_GROUPS,
  GUIDE_RULE_DRAFT_SCHEMA,
  TRADERS_GUIDE_LIMITS,
  type GuideRuleDraft,
  type GuideText,
} from '@tsw/domain';

/*
 * The shipped starting rules of the traders' guide (server/reference-data/tradersGuideRules.json, written by
 * tradersGuideRules.mjs beside this file) against the contract of a rule and the reference data they name.
 */

const REPOSITORY = new URL('../../', import.meta.url);
const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, REPOSITORY), 'utf8'));

type ShippedRule = GuideRuleDraft & { readonly key: string };
const shipped = readJson('server/reference-data/tradersGuideRules.json') as {
  provenance: string;
  rules: ShippedRule[];
};

interface SampleFile {
  periods: { records: { code: string; description: string; descriptionTranslated?: string }[] }[];
}
const documents = (readJson('server/sample-data/attachedDocument.json') as SampleFile).periods.flatMap(
  (period) => period.records,
);
const documentCodes = new Set(documents.map((document) => document.code));
const countryFile = readJson('server/reference-data/country.json') as { fields: string[]; rows: string[][] };
const countryCodes = new Set(countryFile.rows.map((row) => row[countryFile.fields.indexOf('code')]));

const { commodityPrefixMinDigits: min, commodityPrefixMaxDigits: max } = TRADERS_GUIDE_LIMITS;
const PREFIX = new RegExp(`^\\d{${String(min)},${String(max)}}$`);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether an origin list names the country, directly or through one of its groups. */
function namesOrigin(origins: readonly string[], country: string): boolean {
  return origins.some((code) => code === country || GUIDE_ORIGIN_GROUPS[code]?.members.includes(country));
}

/** The rules a home-use import of one line from one origin meets on a date, as the contract reads them. */
function importRulesFor(commodityCode: string, origin: string, date: string): ShippedRule[] {
  return shipped.rules.filter(
    (rule) =>
      (rule.flows.length === 0 || rule.flows.includes('IM')) &&
      (rule.commodityPrefixes.length === 0 ||
        rule.commodityPrefixes.some((prefix) => commodityCode.startsWith(prefix))) &&
      !rule.exceptCommodityPrefixes.some((prefix) => commodityCode.startsWith(prefix)) &&
      (rule.origins.length === 0 || namesOrigin(rule.origins, origin)) &&
      !namesOrigin(rule.exceptOrigins, origin) &&
      (rule.generalProcedureCodes.length === 0 || rule.generalProcedureCodes.includes('4')) &&
      rule.validFrom <= date &&
      (rule.validTo === null || date <= rule.validTo),
  );
}

const texts = (rule: ShippedRule): GuideText[] =>
  [rule.condition, rule.authority, rule.source].filter((text): text is GuideText => text !== null);

describe('the traders’ guide’s shipped rules', () => {
  it('says where the rules come from and holds rules with unique keys', () => {
    expect(shipped.provenance).toContain('scripts/traders-guide/');
    expect(shipped.rules.length).toBeGreaterThan(30);
    const keys = shipped.rules.map((rule) => rule.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
  });

  it('holds drafts of the editors’ contract, each naming codes the reference data knows', () => {
    for (const { key, ...draft } of shipped.rules) {
      expect(Value.Check(GUIDE_RULE_DRAFT_SCHEMA, draft), key).toBe(true);
      expect(documentCodes.has(draft.documentCode), `${key}: ${draft.documentCode}`).toBe(true);
      for (const prefix of [...draft.commodityPrefixes, ...draft.exceptCommodityPrefixes]) {
        expect(prefix, key).toMatch(PREFIX);
      }
      for (const origin of [...draft.origins, ...draft.exceptOrigins]) {
        expect(
          countryCodes.has(origin) || Object.hasOwn(GUIDE_ORIGIN_GROUPS, origin),
          `${key}: ${origin}`,
        ).toBe(true);
      }
      expect(draft.validFrom, key).toMatch(DATE);
      if (draft.validTo !== null) expect(draft.validTo >= draft.validFrom, key).toBe(true);
      if (draft.ruleType === 'conditional') expect(draft.condition?.en, key).toBeTruthy();
    }
  });

  it('gives every rule its authority and source in English, and in Bengali where it is sourced', () => {
    for (const rule of shipped.rules) {
      for (const text of texts(rule)) expect(text.en.trim(), rule.key).not.toBe('');
      expect(rule.source.en.length, rule.key).toBeGreaterThan(10);
      if (rule.sample) expect(rule.source.en, rule.key).toMatch(/^Sample rule/);
      else expect(rule.source.bn, rule.key).toMatch(/[\u0980-\u09FF]/);
      if (rule.sourceUrl !== null) expect(rule.sourceUrl, rule.key).toMatch(/^https?:\/\/\S+$/);
    }
  });

  it('names every document it asks for in the five interface languages', () => {
    for (const code of new Set(shipped.rules.map((rule) => rule.documentCode))) {
      const document = documents.find((candidate) => candidate.code === code) as Record<string, string>;
      for (const field of [
        'description',
        'descriptionTranslated',
        'descriptionFr',
        'descriptionEs',
        'descriptionAr',
      ]) {
        expect(document[field], `${code}.${field}`).toBeTruthy();
      }
    }
  });

  it('gives an importer of frozen fish fillets from Myanmar the commercial, fisheries and radioactivity documents', () => {
    const rules = importRulesFor('03046200', 'MM', '2026-01-01');
    const required = new Set(
      rules.filter((rule) => rule.ruleType === 'required').map((rule) => rule.documentCode),
    );
    for (const code of ['INV', 'PL', 'LC', 'COO', 'INS', 'BIN']) expect(required).toContain(code);
    for (const code of ['FHC', 'FTRC', 'HALAL', 'FNOC', 'RAD']) expect(required).toContain(code);
    const documentsAsked = new Set(rules.map((rule) => rule.documentCode));
    expect(documentsAsked).toContain('BL');
    expect(documentsAsked).toContain('BAEC');
    // Fish are no plants, no medicine, and Myanmar no SAFTA or APTA member.
    for (const code of ['PQIP', 'PHY', 'DGDA', 'EXP']) expect(documentsAsked).not.toContain(code);
    expect(rules.some((rule) => rule.key === 'import-preferential-origin')).toBe(false);
    expect(rules.find((rule) => rule.documentCode === 'FHC')?.authority.en).toMatch(
      /Department of Fisheries/,
    );
  });

  it('asks for a plant quarantine permit and, from a SAFTA member, the preferential origin form', () => {
    const oranges = importRulesFor('08051000', 'IN', '2026-01-01').map((rule) => rule.documentCode);
    expect(oranges).toEqual(expect.arrayContaining(['PQIP', 'PHY', 'RAD', 'GSPCO']));
    expect(importRulesFor('08051000', 'ZA', '2026-01-01').map((rule) => rule.documentCode)).not.toContain(
      'GSPCO',
    );
    expect(importRulesFor('08051000', 'IN', '2022-01-01')).toEqual([]);
  });

  it('leaves coal out of the certificate of origin and asks exports for the EXP form', () => {
    expect(importRulesFor('27011200', 'ID', '2026-01-01').map((rule) => rule.documentCode)).not.toContain(
      'COO',
    );
    const exports = shipped.rules.filter((rule) => rule.flows.includes('EX'));
    expect(exports.map((rule) => rule.documentCode)).toContain('EXP');
    expect(exports.every((rule) => !rule.flows.includes('IM'))).toBe(true);
  });
});
