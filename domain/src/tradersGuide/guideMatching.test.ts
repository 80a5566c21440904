import { describe, expect, it } from 'vitest';
import { guideAttachmentsOf, guideRuleMatches, GuideRuleIndex } from './guideMatching.js';
import type { GuideConsignment, GuideDeclaration, GuideRule } from './guideRule.js';
import { guideRuleDraftProblems, type GuideRuleCodeLists } from './guideRuleChecks.js';

let next = 0;
function rule(fields: Partial<GuideRule>): GuideRule {
  next += 1;
  return {
    id: `r${String(next).padStart(3, '0')}`,
    documentCode: 'PQC',
    ruleType: 'required',
    condition: null,
    commodityPrefixes: [],
    exceptCommodityPrefixes: [],
    origins: [],
    exceptOrigins: [],
    flows: [],
    generalProcedureCodes: [],
    extendedProcedureCodes: [],
    nationalProcedureCodes: [],
    authority: { en: 'Plant Protection Wing' },
    source: { en: 'Plant Quarantine Act 2011' },
    sourceUrl: null,
    validFrom: '2024-01-01',
    validTo: null,
    sample: false,
    status: 'active',
    version: 1,
    updatedAt: '2025-01-01T00:00:00Z',
    updatedBy: 'guide',
    ...fields,
  };
}

const FILLETS: GuideConsignment = {
  commodityCode: '03046200',
  originCountryCode: 'MM',
  extendedProcedureCode: '4000',
  nationalProcedureCode: '000',
};
const IMPORT: GuideDeclaration = {
  flow: 'IM',
  generalProcedureCode: '4',
  validityDate: '2025-09-01',
  ruleTypes: ['required', 'conditional'],
};

const matches = (found: GuideRule, consignment = FILLETS, declaration = IMPORT) =>
  guideRuleMatches(found, consignment, declaration);

describe('which rules match a consignment', () => {
  it('matches by commodity prefix, at any length, and not by a prefix of another chapter', () => {
    expect(matches(rule({ commodityPrefixes: ['03'] }))).toBe(true);
    expect(matches(rule({ commodityPrefixes: ['0304', '16'] }))).toBe(true);
    expect(matches(rule({ commodityPrefixes: ['03046200'] }))).toBe(true);
    expect(matches(rule({ commodityPrefixes: ['0305'] }))).toBe(false);
    expect(matches(rule({ commodityPrefixes: [] }))).toBe(true);
  });

  it('leaves out the except prefixes', () => {
    expect(matches(rule({ commodityPrefixes: ['03'], exceptCommodityPrefixes: ['0304'] }))).toBe(false);
    expect(matches(rule({ commodityPrefixes: ['03'], exceptCommodityPrefixes: ['0305'] }))).toBe(true);
    expect(matches(rule({ exceptCommodityPrefixes: ['03046200'] }))).toBe(false);
  });

  it('matches an origin by country or by group, and leaves out except origins', () => {
    expect(matches(rule({ origins: ['MM'] }))).toBe(true);
    expect(matches(rule({ origins: ['ASEAN'] }))).toBe(true);
    expect(matches(rule({ origins: ['SAARC'] }))).toBe(false);
    expect(matches(rule({ origins: ['ASEAN'], exceptOrigins: ['MM'] }))).toBe(false);
    expect(matches(rule({ exceptOrigins: ['ASEAN'] }))).toBe(false);
    expect(matches(rule({ exceptOrigins: ['EU'] }))).toBe(true);
    // A rule for named origins cannot be said to apply when the origin is not given.
    expect(matches(rule({ origins: ['MM'] }), { ...FILLETS, originCountryCode: null })).toBe(false);
    expect(matches(rule({ exceptOrigins: ['MM'] }), { ...FILLETS, originCountryCode: null })).toBe(true);
  });

  it('matches by flow, general procedure, CPC4 and CPC3', () => {
    expect(matches(rule({ flows: ['IM'] }))).toBe(true);
    expect(matches(rule({ flows: ['EX'] }))).toBe(false);
    expect(matches(rule({ generalProcedureCodes: ['4', '7'] }))).toBe(true);
    expect(matches(rule({ generalProcedureCodes: ['7'] }))).toBe(false);
    expect(
      matches(rule({ generalProcedureCodes: ['4'] }), FILLETS, { ...IMPORT, generalProcedureCode: null }),
    ).toBe(false);
    expect(matches(rule({ extendedProcedureCodes: ['4000'] }))).toBe(true);
    expect(matches(rule({ extendedProcedureCodes: ['4071'] }))).toBe(false);
    expect(matches(rule({ nationalProcedureCodes: ['000'] }))).toBe(true);
    expect(matches(rule({ nationalProcedureCodes: ['311'] }))).toBe(false);
  });

  it('applies a rule from its first day to its last, both included', () => {
    const dated = rule({ validFrom: '2025-07-01', validTo: '2025-09-01' });
    expect(matches(dated)).toBe(true);
    expect(matches(dated, FILLETS, { ...IMPORT, validityDate: '2025-07-01' })).toBe(true);
    expect(matches(dated, FILLETS, { ...IMPORT, validityDate: '2025-06-30' })).toBe(false);
    expect(matches(dated, FILLETS, { ...IMPORT, validityDate: '2025-09-02' })).toBe(false);
  });

  it('never matches a withdrawn rule, and keeps to the rule types asked for', () => {
    expect(matches(rule({ status: 'withdrawn' }))).toBe(false);
    expect(matches(rule({ ruleType: 'conditional' }), FILLETS, { ...IMPORT, ruleTypes: ['required'] })).toBe(
      false,
    );
    expect(matches(rule({ ruleType: 'required' }), FILLETS, { ...IMPORT, ruleTypes: ['required'] })).toBe(
      true,
    );
  });

  it('finds through its index exactly what a full scan finds', () => {
    const rules = [
      rule({ commodityPrefixes: ['03'] }),
      rule({ commodityPrefixes: ['0304', '030462'] }),
      rule({ commodityPrefixes: ['0305'] }),
      rule({ commodityPrefixes: [] }),
      rule({ commodityPrefixes: ['0304'], status: 'withdrawn' }),
      rule({ commodityPrefixes: ['0304620000'] }),
      rule({ commodityPrefixes: ['03'], origins: ['IN'] }),
    ];
    const index = new GuideRuleIndex(rules);
    for (const consignment of [
      FILLETS,
      { ...FILLETS, commodityCode: '03051000' },
      { ...FILLETS, commodityCode: '84713000' },
    ]) {
      expect(index.matching(consignment, IMPORT).map((found) => found.id)).toEqual(
        rules.filter((found) => matches(found, consignment)).map((found) => found.id),
      );
    }
    expect(index.size).toBe(6);
  });
});

describe('the attachments of a consignment', () => {
  const names = (code: string, language: string) =>
    language === 'bn' && code === 'PQC'
      ? { name: 'উদ্ভিদ সঙ্গনিরোধ সনদ', language: 'bn' as const }
      : {
          name: code === 'PQC' ? 'Phytosanitary certificate' : 'Radioactivity test report',
          language: 'en' as const,
        };

  it('lists a document once when rules overlap: required outweighs conditional, every source and condition listed', () => {
    const conditional = rule({
      ruleType: 'conditional',
      condition: { en: 'When the fish is chilled', bn: 'মাছ ঠান্ডা হলে' },
      source: { en: 'Fish Quarantine Rules' },
      sourceUrl: 'https://example.gov.bd/rules',
      authority: { en: 'Department of Fisheries' },
    });
    const required = rule({ commodityPrefixes: ['0304'] });
    const again = rule({ commodityPrefixes: ['03'] });
    const test = rule({
      documentCode: 'RAD',
      ruleType: 'conditional',
      condition: { en: 'Food from Japan' },
      sample: true,
    });
    const [first, second] = guideAttachmentsOf('03046200', [conditional, required, again, test], {
      language: 'en',
      documentName: names,
    });
    expect(first).toMatchObject({
      id: required.id,
      code: 'PQC',
      attDocCode: 'PQC',
      attDocName: 'Phytosanitary certificate',
      attDocNameLanguage: 'en',
      ruleType: 'required',
      applicableCommodityCodes: ['03046200'],
      conditions: ['When the fish is chilled'],
      authority: 'Plant Protection Wing; Department of Fisheries',
      sources: [
        { text: 'Plant Quarantine Act 2011', url: null },
        { text: 'Fish Quarantine Rules', url: 'https://example.gov.bd/rules' },
      ],
      ruleIds: [required.id, conditional.id, again.id],
      sample: false,
    });
    expect(second).toMatchObject({ code: 'RAD', ruleType: 'conditional', sample: true, id: test.id });
  });

  it('names the document in the language asked, or in English and says so', () => {
    const conditional = rule({ ruleType: 'conditional', condition: { en: 'When chilled', bn: 'ঠান্ডা হলে' } });
    const [bengali] = guideAttachmentsOf('03046200', [conditional], { language: 'bn', documentName: names });
    expect(bengali).toMatchObject({
      attDocName: 'উদ্ভিদ সঙ্গনিরোধ সনদ',
      attDocNameLanguage: 'bn',
      conditions: ['ঠান্ডা হলে'],
    });
    const [french] = guideAttachmentsOf('03046200', [conditional], { language: 'fr', documentName: names });
    expect(french).toMatchObject({ attDocNameLanguage: 'en', conditions: ['When chilled'] });
  });
});

describe('the checks of a rule', () => {
  const lists: GuideRuleCodeLists = {
    documentCodes: new Set(['PQC', 'COO']),
    countryCodes: new Set(['MM', 'IN', 'JP']),
    generalProcedureCodes: new Set(['4', '7']),
    extendedProcedureCodes: new Set(['4000']),
    nationalProcedureCodes: new Set(['000']),
  };
  const { id, status, version, updatedAt, updatedBy, ...draft } = rule({});
  void [id, status, version, updatedAt, updatedBy];

  it('accepts a good rule', () => {
    expect(
      guideRuleDraftProblems({ ...draft, origins: ['SAARC', 'JP'], sourceUrl: 'https://bsti.gov.bd' }, lists),
    ).toEqual([]);
  });

  it('names every problem by its path and code', () => {
    const problems = guideRuleDraftProblems(
      {
        ...draft,
        documentCode: 'XXX',
        ruleType: 'conditional',
        commodityPrefixes: ['0', '03a4', '0304', '0304'],
        origins: ['ZZ'],
        exceptOrigins: ['EU'],
        generalProcedureCodes: ['9'],
        extendedProcedureCodes: ['4071'],
        nationalProcedureCodes: ['311'],
        authority: { en: ' ' },
        source: { en: 'x'.repeat(1001) },
        sourceUrl: 'ftp://example.org',
        validFrom: '2025-09-01',
        validTo: '2025-08-31',
      },
      lists,
    );
    expect(problems.map((found) => `${found.path} ${found.code}`)).toEqual([
      'documentCode GUIDE_UNKNOWN_DOCUMENT',
      'condition REQUIRED',
      'commodityPrefixes[0] GUIDE_PREFIX_INVALID',
      'commodityPrefixes[1] GUIDE_PREFIX_INVALID',
      'commodityPrefixes[3] GUIDE_CODE_REPEATED',
      'origins[0] UNKNOWN_CODE',
      'generalProcedureCodes[0] UNKNOWN_CODE',
      'extendedProcedureCodes[0] UNKNOWN_CODE',
      'nationalProcedureCodes[0] UNKNOWN_CODE',
      'authority.en GUIDE_ENGLISH_MISSING',
      'source.en TOO_LONG',
      'sourceUrl GUIDE_URL_INVALID',
      'validTo GUIDE_DATES_OUT_OF_ORDER',
    ]);
    expect(
      guideRuleDraftProblems({ ...draft, validFrom: '2025-02-30', validTo: 'soon' }, lists).map(
        (found) => found.code,
      ),
    ).toEqual(['INVALID_DATE', 'INVALID_DATE']);
  });
});
